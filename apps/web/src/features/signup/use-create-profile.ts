// The create flow (§4, §8): create → log in → keep the session → open the photo step.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '@rishta/domain';
import { ApiError } from '@/lib/api';
import { notify } from '@/lib/notify';
import { session } from '@/lib/session';
import { answerEmailQuestion } from '@/lib/email-question-answer';
import { useMessage } from '@/lib/use-message';
import { createPayload, usernameOf, type WizardValues } from './form-values';
import { createProfile, logIn } from './api';
import { onlyOtpWrong, useShowFieldErrors } from './show-field-errors';
import { useErrorText } from '@/lib/error-text';
import { clearDraft, saveDraft } from './use-signup-draft';
import { afterSignupPath, paths } from '@/config/paths';

export function useCreateProfile({
  onWrongOtp,
  privacyChosen,
}: {
  /** The only error the user can fix where they are: they stay on the OTP step. */
  onWrongOtp: (message: string) => void;
  privacyChosen: boolean;
}) {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const message = useMessage();
  const { fieldTexts } = useErrorText();
  const showFieldErrors = useShowFieldErrors();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: WizardValues) => {
    setSubmitting(true);
    try {
      let created;
      try {
        // The account starts in the language the form was filled in (issue 30).
        const language = isLanguageCode(i18n.language) ? i18n.language : undefined;
        created = await createProfile(createPayload(values, language));
      } catch (error) {
        if (!(error instanceof ApiError)) {
          // No answer at all (mobile data dropped): nothing happened on the server, stay and retry.
          notify({ color: 'red', message: message('somethingWentWrong') });
          return;
        }
        // A wrong code is shown once, under the OTP field (issue 11: not also as toasts).
        if (onlyOtpWrong(error)) {
          onWrongOtp(fieldTexts(error).otp ?? message('otpIncorrect'));
          return;
        }
        showFieldErrors(error, 'somethingWentWrong');
        // §8: back to step 1 and on to the login page; the draft stays, so nothing typed is lost.
        saveDraft({ step: 0, values, acknowledged: true, privacyChosen });
        navigate(paths.login);
        return;
      }

      // The profile exists now, so the draft has done its job whatever the login says.
      clearDraft();
      const username = usernameOf(values);
      let login;
      try {
        login = await logIn(username, values.password);
      } catch {
        login = null;
      }
      if (!login?.token) {
        notify({ color: 'red', message: message('loginAfterCreateFailed') });
        navigate(paths.login);
        return;
      }
      session.set({
        token: login.token,
        profileId: login.profile_id ?? created.id,
        slug: login.slug ?? created.slug,
        username,
      });
      // The form's contact step just offered the e-mail field: that was the e-mail question.
      answerEmailQuestion(login.profile_id ?? created.id);
      notify({ color: 'green', message: message('profileCreated') });
      navigate(afterSignupPath, { replace: true });
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}
