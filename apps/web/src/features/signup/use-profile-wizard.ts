// What the sign-up / edit-profile wizard does (SPEC.md §2, §4): one form across the steps, each
// step checked with its own domain schema before moving on; the OTP request and its resend; saving
// in edit mode. ProfileWizard only draws what this returns.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyProfileFieldRules, defaultPrivateContact, type MessageKey } from '@rishta/domain';
import { isError, useErrorText } from '@/lib/error-text';
import { hideNotification, notify } from '@/lib/notify';
import { useMessage } from '@/lib/use-message';
import { updatePayload, usernameOf, type WizardField, type WizardValues } from './form-values';
import type { Profile } from '@rishta/domain';
import { updateOwnProfile } from '@/lib/queries/own-profile';
import { sendSignupOtp } from './api';
import { isLive, otpRequestAfterError, otpRequestFrom, type OtpRequest } from '@/components/otp/otp-request';
import { otpLanguage, resendableAfterFailure, useOtpDelivery } from '@/components/otp/use-otp-delivery';
import {
  CREATE_STEPS,
  EDIT_STEPS,
  hasErrors,
  validateStep,
  type StepKey,
  type WizardMode,
} from './validation';
import type { WizardContextValue } from './wizard-context';
import { useBlockedWords } from './use-blocked-words';
import { useSignupDraft } from './use-signup-draft';
import { useCreateProfile } from './use-create-profile';
import { useShowFieldErrors } from './show-field-errors';

const FORM_STEPS: readonly StepKey[] = ['personal', 'family', 'contact', 'other'];
const OTP_TOAST = 'signup-otp';

export interface ProfileWizardProps {
  mode: WizardMode;
  initialValues: WizardValues;
  initialStep: number;
  /** Create mode: the user already chose the contact privacy in an earlier visit. */
  privacyChosen?: boolean;
  /** Edit mode: the owner's profile (id, slug, photos). */
  profile?: Profile;
  /** Edit mode right after creation: show the created-successfully note. */
  created?: boolean;
  /** Create mode: the code asked for before a reload, still valid. */
  initialOtp?: OtpRequest;
}

export function useProfileWizard({
  mode,
  initialValues,
  initialStep,
  privacyChosen: initiallyChosen = false,
  profile,
  created = false,
  initialOtp,
}: ProfileWizardProps) {
  const message = useMessage();
  const { i18n } = useTranslation();
  const { issueText, failureText, fieldTexts } = useErrorText();
  const showFieldErrors = useShowFieldErrors();
  const form = useForm<WizardValues>({ defaultValues: initialValues, shouldUnregister: false });
  const { getValues, setValue, setError, clearErrors, subscribe } = form;
  const steps = mode === 'create' ? CREATE_STEPS : EDIT_STEPS;
  const [active, setActive] = useState(() => Math.min(Math.max(initialStep, 0), steps.length - 1));
  const step = steps[active] ?? 'personal';
  // Right after creation the edit page carries on the sign-up's count (step 7 of 7), not 'Edit'.
  const shownSteps = created ? CREATE_STEPS : steps;
  const shownActive = shownSteps.indexOf(step);
  // After a failed Next, the step's messages follow the typing until the step is valid.
  const [liveStep, setLiveStep] = useState<StepKey | null>(null);
  // Edit mode: the stored value is the user's own choice, so a gender change never overrides it.
  const [privacyChosen, setPrivacyChosen] = useState(mode === 'edit' || initiallyChosen);
  const [advice, setAdvice] = useState<MessageKey | null>(null);
  const [otpError, setOtpError] = useState<string | undefined>(undefined);
  const [otpRequest, setOtpRequest] = useState<OtpRequest | null>(initialOtp ?? null);
  // Resumed on the OTP step after a reload: the passwords were never stored, so ask them again.
  const [askPassword] = useState(() => mode === 'create' && steps[initialStep] === 'otp');
  const [sendingOtp, setSendingOtp] = useState(false);
  // The code's message goes out a moment after send-otp answers (issue 28): follow it.
  const delivery = useOtpDelivery('signup');
  const [saving, setSaving] = useState(false);
  const privacyNoteShown = useRef(false);
  // The stored verification status, followed across saves: a new name or birth year resets it.
  const [verification, setVerification] = useState(profile?.verification_status);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const blocked = useBlockedWords(getValues);

  useSignupDraft({
    control: form.control,
    step: active,
    enabled: mode === 'create',
    privacyChosen,
    otp: otpRequest,
  });

  const showErrors = useCallback(
    (key: StepKey, alsoPassword = false) => {
      const values = getValues();
      const errors = {
        ...(alsoPassword ? validateStep('password', values, mode) : {}),
        ...validateStep(key, values, mode),
      };
      clearErrors();
      for (const [field, text] of Object.entries(errors)) {
        setError(field as WizardField, { type: 'validate', message: text });
      }
      return errors;
    },
    [getValues, clearErrors, setError, mode],
  );

  useEffect(() => {
    if (!liveStep) return;
    return subscribe({
      formState: { values: true },
      callback: () => {
        if (!hasErrors(showErrors(liveStep))) setLiveStep(null);
      },
    });
  }, [liveStep, subscribe, showErrors]);

  const goTo = (index: number) => {
    setActive(index);
    setLiveStep(null);
    clearErrors();
    // The new step's title takes the focus: it is scrolled into view and read out.
    headingRef.current?.focus();
    if (steps[index] === 'contact' && getValues('gender') === 'Female' && !privacyNoteShown.current) {
      privacyNoteShown.current = true;
      setAdvice('femalePrivacyNote');
    }
  };

  /** Shows the step's errors; true when it is valid. */
  const checkStep = (key: StepKey): boolean => {
    if (!hasErrors(showErrors(key))) return true;
    setLiveStep(key);
    notify({ color: 'red', message: message('fillRequiredFields') });
    return false;
  };

  const blockedWordStops = (): boolean => {
    const word = blocked.check();
    if (!word) return false;
    notify({ color: 'red', message: issueText({ code: 'profileBlockedWord', params: { word } }) });
    return true;
  };

  const save = async (thenNext: boolean) => {
    if (!profile || blockedWordStops()) return;
    setSaving(true);
    try {
      const saved = await updateOwnProfile(profile.id, updatePayload(getValues()));
      notify({ color: 'green', message: message('profileUpdated') });
      if (verification === 'Verified' && saved.verification_status !== 'Verified') {
        notify({ color: 'yellow', autoClose: false, message: message('verificationResetAfterEdit') });
      }
      setVerification(saved.verification_status);
      if (thenNext) goTo(active + 1);
    } catch (error) {
      showFieldErrors(error, 'failedToUpdateProfile');
    } finally {
      setSaving(false);
    }
  };

  const next = () => {
    const valid = checkStep(step);
    // §5: in edit mode the wizard still proceeds; the server's answer on save has the final word.
    if (!valid && mode === 'create') return;
    if (mode === 'edit' && step === 'other') void save(true);
    else goTo(active + 1);
  };

  const requestOtp = async () => {
    setOtpError(undefined);
    // A restored draft may skip steps: every form step must be valid before an SMS is paid for.
    const invalid = FORM_STEPS.findIndex((key) => hasErrors(validateStep(key, getValues(), mode)));
    if (invalid !== -1) {
      goTo(invalid);
      checkStep(FORM_STEPS[invalid] ?? 'personal');
      return;
    }
    // A resend from the OTP step needs no password: after a reload it may not be typed yet.
    if (step !== 'otp' && !checkStep('password')) return;
    const username = usernameOf(getValues());
    const word = blocked.check();
    if (word) {
      setOtpError(issueText({ code: 'profileBlockedWord', params: { word } }));
      return;
    }
    setSendingOtp(true);
    try {
      const answer = await sendSignupOtp(username, otpLanguage(i18n.language));
      setOtpRequest(otpRequestFrom(username, answer));
      delivery.follow(username);
      clearErrors('otp');
      // One message at a time (issue 11): the sent toast replaces any earlier one.
      notify({ id: OTP_TOAST, color: 'green', message: message('otpSent') });
      if (step === 'password') goTo(steps.indexOf('otp'));
    } catch (error) {
      const refused = otpRequestAfterError(otpRequest, username, error);
      if (refused) setOtpRequest(refused);
      const sendFailed = isError(error, 'otpSendFailed');
      if (sendFailed) delivery.stop();
      // A resend asked too early only restarts the visible countdown: no extra message.
      if (refused && refused.resendAt > Date.now() && step === 'otp' && !sendFailed) return;
      setOtpError(fieldTexts(error).username ?? failureText(error, 'somethingWentWrong'));
    } finally {
      setSendingOtp(false);
    }
  };

  const creation = useCreateProfile({
    privacyChosen,
    onWrongOtp: (text) => {
      hideNotification(OTP_TOAST);
      setError('otp', { type: 'server', message: text }, { shouldFocus: true });
    },
  });

  // The code could not be sent: the green "OTP sent" toast would now mislead.
  useEffect(() => {
    if (delivery.failed) hideNotification(OTP_TOAST);
  }, [delivery.failed]);

  const submitOtp = () => {
    if (!hasErrors(showErrors('otp', askPassword))) void creation.submit(getValues());
  };

  const context = useMemo<WizardContextValue>(
    () => ({
      mode,
      verified: verification === 'Verified',
      advise: setAdvice,
      applyRules: () => {
        const values = getValues();
        const ruled = applyProfileFieldRules(values);
        for (const key of Object.keys(ruled) as WizardField[]) {
          if (ruled[key] !== values[key]) setValue(key, ruled[key] as never, { shouldDirty: true });
        }
      },
      markPrivacyChosen: () => setPrivacyChosen(true),
      onGenderChange: (gender) => {
        if (!privacyChosen) setValue('private_contact', defaultPrivateContact(gender), { shouldDirty: true });
      },
    }),
    [mode, verification, getValues, setValue, privacyChosen],
  );

  const isFormStep = FORM_STEPS.includes(step);
  const backDisabled = active === 0 || step === 'otp';

  /** The form's Enter and submit buttons: Next on a form step, Get OTP, or Submit the code. */
  const submit = () => {
    if (isFormStep) next();
    else if (step === 'password') void requestOtp();
    else if (step === 'otp') submitOtp();
  };

  return {
    form,
    context,
    mode,
    created,
    profile,
    steps: { shown: shownSteps, shownActive, step, active, isFormStep, backDisabled },
    headingRef,
    blockedWord: blocked.word,
    goTo,
    submit,
    save: () => void save(false),
    saving,
    otp: {
      // A code that could not be sent may be asked for again at once.
      request: resendableAfterFailure(
        isLive(otpRequest, usernameOf(getValues())) ? otpRequest : null,
        delivery.failed,
      ),
      send: () => void requestOtp(),
      sending: sendingOtp,
      error: otpError ?? (delivery.failed ? message('otpSendFailed') : undefined),
      askPassword,
    },
    submitting: creation.submitting,
    advice,
    closeAdvice: () => setAdvice(null),
  };
}
