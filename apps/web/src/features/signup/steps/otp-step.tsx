import { useFormContext, useWatch } from 'react-hook-form';
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OtpInput } from '@/components/form/otp-input';
import { OtpResend } from '@/components/otp/otp-resend';
import type { OtpRequest } from '@/components/otp/otp-request';
import type { WizardValues } from '../form-values';
import { usernameOf } from '../form-values';
import { isolated } from '../fields';
import { PasswordFields } from './password-step';

/**
 * Step 6, create mode: the 6-digit code from the SMS or e-mail. Back is disabled here (§4). After a
 * reload the code still works but the passwords were never stored, so they are asked again here.
 */
export function OtpStep({
  request,
  onResend,
  resending,
  askPassword,
  error,
}: {
  request: OtpRequest | null;
  onResend: () => void;
  resending: boolean;
  askPassword: boolean;
  error?: string;
}) {
  const { t } = useTranslation('signup');
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const [livesAbroad, email, contactNumber] = useWatch({
    control,
    name: ['lives_abroad', 'email', 'contact_number'],
  });
  return (
    <Stack gap="md">
      <Text>
        {t('otp.sentTo')}{' '}
        <bdi dir="ltr">{usernameOf({ lives_abroad: livesAbroad, email, contact_number: contactNumber })}</bdi>
      </Text>
      <OtpInput
        {...register('otp')}
        label={t('fields.otp')}
        size="lg"
        styles={{ input: { letterSpacing: '0.4em', textAlign: 'center' } }}
        error={isolated(errors.otp?.message)}
      />
      {askPassword && (
        <>
          <Alert color="blue" variant="light">
            {t('otp.passwordAgain')}
          </Alert>
          <PasswordFields />
        </>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          <bdi>{error}</bdi>
        </Alert>
      )}
      <OtpResend request={request} onResend={onResend} loading={resending} label={t('otp.resend')} />
    </Stack>
  );
}
