import { useCallback, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Container,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  useDirection,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  OTP_LENGTH,
  forgotPasswordFormSchema,
  normaliseUsername,
  usernameRule,
  type ForgotPasswordFormInput,
} from '@rishta/domain';
import { PageHeader } from '@/components/page-header';
import { notify } from '@/lib/notify';
import { useMessage } from '@/lib/use-message';
import { useDomainResolver } from '@/lib/domain-resolver';
import { isError, useErrorText } from '@/lib/error-text';
import { sendResetOtp, setPassword } from './accounts-api';
import { OtpResend } from '@/components/otp/otp-resend';
import { otpRequestAfterError, otpRequestFrom, type OtpRequest } from '@/components/otp/otp-request';
import { paths } from '@/config/paths';

type ResetValues = Required<ForgotPasswordFormInput>;
// The username travels in the form only so the schema can refuse it as the new password.
const EMPTY: ResetValues = { otp: '', password: '', confirm_password: '', username: '' };
const FIELDS = (Object.keys(EMPTY) as (keyof ResetValues)[]).filter((field) => field !== 'username');

/** Forgot password (SPEC.md §2, §4, §5, §8). Without a username to reset, there is nothing to do here. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const username = normaliseUsername(params.get('username') ?? '');
  if (!usernameRule().safeParse(username).success) return <Navigate to={paths.login} replace />;
  return <ForgotPasswordForm username={username} />;
}

function ForgotPasswordForm({ username }: { username: string }) {
  const { t } = useTranslation('accounts');
  const { dir } = useDirection();
  // Numbers and addresses read left to right even on an Urdu page; keep them aligned with the labels.
  const ltrInputStyles = { input: { textAlign: dir === 'rtl' ? 'right' : 'left' } } as const;
  const message = useMessage();
  const { failureText, fieldTexts } = useErrorText();
  const resolver = useDomainResolver<ResetValues>(forgotPasswordFormSchema);
  const navigate = useNavigate();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [otpRequest, setOtpRequest] = useState<OtpRequest | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ResetValues>({ defaultValues: { ...EMPTY, username }, resolver });

  const sendOtp = useMutation({ mutationFn: sendResetOtp });
  const reset = useMutation({ mutationFn: setPassword });

  // A new outcome takes the focus, so a screen reader reads it and a phone scrolls to it.
  const focusOnMount = useCallback((node: HTMLDivElement | null) => node?.focus(), []);

  const getOtp = async () => {
    setFailure(null);
    setSent(null);
    try {
      const answer = await sendOtp.mutateAsync(username);
      setOtpRequest(otpRequestFrom(username, answer));
      setSent(message('otpSent'));
      setFocus('otp');
    } catch (error) {
      const refused = otpRequestAfterError(otpRequest, username, error);
      if (refused) setOtpRequest(refused);
      // Too early for a resend: the countdown says it, no second message.
      if (refused && refused.resendAt > Date.now()) return;
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

  const error = (text: string | undefined) => (text ? <bdi>{text}</bdi> : undefined);

  return (
    <Container size={520} py={{ base: 'md', sm: 'xl' }}>
      <title>{`${t('forgot.title')} – ${t('appName', { ns: 'common' })}`}</title>
      <PageHeader title={t('forgot.title')} description={t('forgot.intro')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="lg">
            <TextInput
              size="md"
              label={t('forgot.username')}
              value={username}
              readOnly
              dir="ltr"
              styles={ltrInputStyles}
              autoComplete="username"
              name="username"
            />

            <Alert
              color="yellow"
              variant="light"
              title={t('forgot.otpWarningTitle')}
              // Mantine's yellow title is too faint on its light background for WCAG AA.
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
            >
              {message('otpCostWarning')}
            </Alert>

            {otpRequest ? (
              <OtpResend
                request={otpRequest}
                onResend={() => void getOtp()}
                loading={sendOtp.isPending}
                label={t('otp.resend', { ns: 'common' })}
              />
            ) : (
              <Button
                size="md"
                fullWidth
                onClick={() => void getOtp()}
                loading={sendOtp.isPending}
                disabled={sendOtp.isPending}
              >
                {t('forgot.getOtp')}
              </Button>
            )}

            {sent && (
              <Alert ref={focusOnMount} tabIndex={-1} color="rishta" variant="light" role="status">
                <bdi>{sent}</bdi>
              </Alert>
            )}

            <TextInput
              {...register('otp')}
              size="md"
              label={t('forgot.otp')}
              description={t('forgot.otpHint')}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              dir="ltr"
              styles={ltrInputStyles}
              error={error(errors.otp?.message)}
            />
            <PasswordInput
              {...register('password')}
              size="md"
              label={t('forgot.password')}
              required
              autoComplete="new-password"
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': t('forgot.showPassword') }}
              error={error(errors.password?.message)}
            />
            <PasswordInput
              {...register('confirm_password')}
              size="md"
              label={t('forgot.confirmPassword')}
              required
              autoComplete="new-password"
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': t('forgot.showConfirmPassword') }}
              error={error(errors.confirm_password?.message)}
            />

            {failure && (
              <Alert ref={focusOnMount} tabIndex={-1} color="red" variant="light" role="alert">
                <bdi>{failure}</bdi>
              </Alert>
            )}

            <Stack gap="sm">
              <Button type="submit" size="md" fullWidth loading={reset.isPending} disabled={reset.isPending}>
                {t('forgot.submit')}
              </Button>
              <Button component={Link} to={paths.login} variant="subtle" size="md" fullWidth>
                {t('forgot.backToLogin')}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
