import { useFormContext, useWatch } from 'react-hook-form';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@rishta/domain';
import type { WizardValues } from '../form-values';
import { usernameOf } from '../form-values';
import { isolated } from '../fields';

/** Step 6, create mode: the 6-digit code from the SMS or e-mail. Back is disabled here (§4). */
export function OtpStep({ onResend, resending }: { onResend: () => void; resending: boolean }) {
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
      <TextInput
        {...register('otp')}
        label={t('fields.otp')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        dir="ltr"
        size="lg"
        styles={{ input: { letterSpacing: '0.4em', textAlign: 'center' } }}
        error={isolated(errors.otp?.message)}
      />
      <Button variant="subtle" size="md" onClick={onResend} loading={resending}>
        {t('otp.resend')}
      </Button>
    </Stack>
  );
}
