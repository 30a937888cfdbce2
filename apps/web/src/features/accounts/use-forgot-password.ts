import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { forgotPasswordFormSchema, type ForgotPasswordFormInput } from '@rishta/domain';
import { notify } from '@/lib/notify';
import { useMessage } from '@/lib/use-message';
import { useDomainResolver } from '@/lib/domain-resolver';
import { isError, useErrorText } from '@/lib/error-text';
import { otpRequestAfterError, otpRequestFrom, type OtpRequest } from '@/components/otp/otp-request';
import { otpLanguage, resendableAfterFailure, useOtpDelivery } from '@/components/otp/use-otp-delivery';
import { paths } from '@/config/paths';
import { sendResetOtp, setPassword } from './accounts-api';

type ResetValues = Required<ForgotPasswordFormInput>;
// The username travels in the form only so the schema can refuse it as the new password.
const EMPTY: ResetValues = { otp: '', password: '', confirm_password: '', username: '' };
const FIELDS = (Object.keys(EMPTY) as (keyof ResetValues)[]).filter((field) => field !== 'username');

/**
 * What the forgot-password form does (SPEC.md §4, §5, §8): sends the reset code (with its resend
 * countdown), then sets the new password. Server errors land on their field, or above the form.
 * The code's message goes out a moment after send-otp answers (issue 28): if it could not be
 * sent, `deliveryFailed` says so in place of "OTP sent", and the code may be asked for again at once.
 */
export function useForgotPassword(username: string) {
  const message = useMessage();
  const { i18n } = useTranslation();
  const { failureText, fieldTexts } = useErrorText();
  const resolver = useDomainResolver<ResetValues>(forgotPasswordFormSchema);
  const navigate = useNavigate();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [otpRequest, setOtpRequest] = useState<OtpRequest | null>(null);
  const delivery = useOtpDelivery('reset');
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ResetValues>({ defaultValues: { ...EMPTY, username }, resolver });

  const sendOtp = useMutation({ mutationFn: sendResetOtp });
  const reset = useMutation({ mutationFn: setPassword });

  const getOtp = async () => {
    setFailure(null);
    setSent(null);
    try {
      const answer = await sendOtp.mutateAsync({ username, language: otpLanguage(i18n.language) });
      setOtpRequest(otpRequestFrom(username, answer));
      delivery.follow(username);
      setSent(message('otpSent'));
      setFocus('otp');
    } catch (error) {
      const refused = otpRequestAfterError(otpRequest, username, error);
      if (refused) setOtpRequest(refused);
      const sendFailed = isError(error, 'otpSendFailed');
      if (sendFailed) delivery.stop();
      // Too early for a resend: the countdown says it, no second message.
      if (refused && refused.resendAt > Date.now() && !sendFailed) return;
      setFailure(failureText(error, 'somethingWentWrong'));
    }
  };

  // A wrong code belongs to the OTP field; anything else is said above the form.
  const showFailure = (error: unknown) => {
    const text = failureText(error, 'somethingWentWrong');
    if (isError(error, 'invalidOtp'))
      setError('otp', { type: 'server', message: text }, { shouldFocus: true });
    else setFailure(text);
  };

  const onSubmit = handleSubmit(async ({ otp, password }) => {
    setFailure(null);
    try {
      const answer = await reset.mutateAsync({ username, password, otp });
      if (answer.status === 'Done') {
        notify({ color: 'rishta', message: message('passwordSet') });
        void navigate(paths.login, { replace: true });
        return;
      }
      setFailure(message('somethingWentWrong'));
    } catch (error) {
      const texts = fieldTexts(error);
      const fields = FIELDS.filter((field) => texts[field]);
      fields.forEach((field, index) =>
        setError(field, { type: 'server', message: texts[field] }, { shouldFocus: index === 0 }),
      );
      if (!fields.length) showFailure(error);
    }
  });

  return {
    register,
    errors,
    sent: delivery.failed ? null : sent,
    deliveryFailed: delivery.failed ? message('otpSendFailed') : null,
    failure,
    otpRequest: resendableAfterFailure(otpRequest, delivery.failed),
    getOtp,
    sendingOtp: sendOtp.isPending,
    onSubmit,
    saving: reset.isPending,
  };
}
