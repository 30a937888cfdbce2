// The sign-up draft (§4: the step and the form are kept locally and cleared after creation), so a
// dropped connection or a closed tab on a cheap phone does not cost the user a long form.
import { useEffect, useRef } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { OtpRequest } from '@/components/otp/otp-request';
import { SECRET_FIELDS, toWizardValues, type WizardValues } from './form-values';

const KEY = 'rishta.signupDraft';
const SAVE_DELAY_MS = 400;

export interface SignupDraft {
  step: number;
  values: WizardValues;
  /** The acknowledgement was given once; a returning user is not asked again for the same draft. */
  acknowledged: boolean;
  /** The user chose the contact privacy themselves, so a later gender change keeps it. */
  privacyChosen?: boolean;
  /**
   * The code asked for on the OTP step (issue 11): a phone reloads the tab when the user switches
   * to the SMS app, and the wizard must come back to the same step with the same code. The code
   * itself and the passwords are never stored.
   */
  otp?: OtpRequest;
}

function otpRequestOf(value: unknown): OtpRequest | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { username, resendAt, expiresAt, remaining } = value as Record<string, unknown>;
  if (typeof username !== 'string' || typeof resendAt !== 'number' || typeof expiresAt !== 'number')
    return undefined;
  return { username, resendAt, expiresAt, remaining: typeof remaining === 'number' ? remaining : 0 };
}

export function loadDraft(): SignupDraft | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SignupDraft> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    return {
      step: typeof parsed.step === 'number' && parsed.step >= 0 ? Math.floor(parsed.step) : 0,
      values: toWizardValues(parsed.values as Record<string, unknown> | undefined),
      acknowledged: parsed.acknowledged === true,
      privacyChosen: parsed.privacyChosen === true,
      otp: otpRequestOf(parsed.otp),
    };
  } catch {
    return null;
  }
}

export function saveDraft(draft: SignupDraft): void {
  const values: Partial<WizardValues> = { ...draft.values };
  for (const field of SECRET_FIELDS) delete values[field];
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...draft, values }));
  } catch {
    // Storage full or private mode: the form still works, it just is not kept.
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/** Keeps the draft in step with the form while creating (debounced: typing stays smooth). */
export function useSignupDraft({
  control,
  step,
  enabled,
  privacyChosen,
  otp,
}: {
  control: Control<WizardValues>;
  step: number;
  enabled: boolean;
  privacyChosen: boolean;
  otp: OtpRequest | null;
}) {
  const values = useWatch({ control }) as WizardValues;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => saveDraft({ step, values, acknowledged: true, privacyChosen, otp: otp ?? undefined }),
      SAVE_DELAY_MS,
    );
    return () => clearTimeout(timer.current);
  }, [enabled, step, values, privacyChosen, otp]);
}
