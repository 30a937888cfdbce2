import { useCallback } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert, Button, Container, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { normaliseUsername, usernameRule } from '@rishta/domain';
import { PageHeader } from '@/components/page-header';
import { LtrTextInput } from '@/components/form/ltr-text-input';
import { OtpInput } from '@/components/form/otp-input';
import { PasswordField } from '@/components/form/password-field';
import { OtpResend } from '@/components/otp/otp-resend';
import { useMessage } from '@/lib/use-message';
import { paths } from '@/config/paths';
import { useForgotPassword } from './use-forgot-password';
import { getMaskedEmail } from './accounts-api';

/** Forgot password (SPEC.md §2, §4, §5, §8). Without a username to reset, there is nothing to do here. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const username = normaliseUsername(params.get('username') ?? '');
  if (!usernameRule().safeParse(username).success) return <Navigate to={paths.login} replace />;
  return <ForgotPasswordForm username={username} />;
}

function ForgotPasswordForm({ username }: { username: string }) {
  const { t } = useTranslation('accounts');
  const message = useMessage();
  const {
    register,
    errors,
    sent,
    deliveryFailed,
    failure,
    otpRequest,
    getOtp,
    sendingOtp,
    onSubmit,
    saving,
  } = useForgotPassword(username);
  // A new outcome takes the focus, so a screen reader reads it and a phone scrolls to it.
  const focusOnMount = useCallback((node: HTMLDivElement | null) => node?.focus(), []);
  const error = (text: string | undefined) => (text ? <bdi>{text}</bdi> : undefined);
  // A user abroad gets the code by e-mail: the page says where, masked (get-email, decision 060).
  const byEmail = username.includes('@');
  const sendTo = useQuery({
    queryKey: ['masked-email', username],
    queryFn: () => getMaskedEmail(username),
    enabled: byEmail,
    staleTime: Infinity,
  }).data?.email;

  return (
    <Container size={520} py={{ base: 'md', sm: 'xl' }}>
      <title>{`${t('forgot.title')} – ${t('appName', { ns: 'common' })}`}</title>
      <PageHeader
        title={t('forgot.title')}
        description={byEmail ? t('forgot.introEmail') : t('forgot.intro')}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="lg">
            <LtrTextInput
              size="md"
              label={t('forgot.username')}
              value={username}
              readOnly
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

            {sendTo && (
              // The address reads left to right inside any sentence (U+2066 LRI … U+2069 PDI).
              <Text fz="sm">{t('forgot.sendTo', { email: `\u2066${sendTo}\u2069` })}</Text>
            )}

            {otpRequest ? (
              <OtpResend
                request={otpRequest}
                onResend={() => void getOtp()}
                loading={sendingOtp}
                label={t('otp.resend', { ns: 'common' })}
              />
            ) : (
              <Button
                size="md"
                fullWidth
                onClick={() => void getOtp()}
                loading={sendingOtp}
                disabled={sendingOtp}
              >
                {t('forgot.getOtp')}
              </Button>
            )}

            {sent && (
              <Alert ref={focusOnMount} tabIndex={-1} color="rishta" variant="light" role="status">
                <bdi>{sent}</bdi>
              </Alert>
            )}
            {/* Arrives while the user may be typing: read out, but the focus stays where it is. */}
            {deliveryFailed && (
              <Alert color="red" variant="light" role="alert">
                <bdi>{deliveryFailed}</bdi>
              </Alert>
            )}

            <OtpInput
              {...register('otp')}
              size="md"
              label={t('forgot.otp')}
              description={t('forgot.otpHint')}
              error={error(errors.otp?.message)}
            />
            <PasswordField
              {...register('password')}
              label={t('forgot.password')}
              autoComplete="new-password"
              toggleLabel={t('forgot.showPassword')}
              error={error(errors.password?.message)}
            />
            <PasswordField
              {...register('confirm_password')}
              label={t('forgot.confirmPassword')}
              autoComplete="new-password"
              toggleLabel={t('forgot.showConfirmPassword')}
              error={error(errors.confirm_password?.message)}
            />

            {failure && (
              <Alert ref={focusOnMount} tabIndex={-1} color="red" variant="light" role="alert">
                <bdi>{failure}</bdi>
              </Alert>
            )}

            <Stack gap="sm">
              <Button type="submit" size="md" fullWidth loading={saving} disabled={saving}>
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
