import { useFormContext, useWatch } from 'react-hook-form';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { PasswordField } from '@/components/form/password-field';
import { useTranslation } from 'react-i18next';
import type { WizardValues } from '../form-values';
import { usernameOf } from '../form-values';
import { isolated } from '../fields';
import { useMessage } from '@/lib/use-message';

/** The password pair; the OTP step shows it again after a reload, since passwords are never stored. */
export function PasswordFields() {
  const { t } = useTranslation('signup');
  const {
    register,
    formState: { errors },
  } = useFormContext<WizardValues>();
  return (
    <>
      <PasswordField
        {...register('password')}
        label={t('fields.password')}
        description={t('hints.password')}
        autoComplete="new-password"
        toggleLabel={t('fields.showPassword')}
        error={isolated(errors.password?.message)}
      />
      <PasswordField
        {...register('confirm_password')}
        label={t('fields.confirm_password')}
        autoComplete="new-password"
        toggleLabel={t('fields.showConfirmPassword')}
        error={isolated(errors.confirm_password?.message)}
      />
    </>
  );
}

/** Step 5, create mode (§4): the password pair and Get OTP, with the SMS cost warning (§8). */
export function PasswordStep({
  onGetOtp,
  sending,
  error,
}: {
  onGetOtp: () => void;
  sending: boolean;
  error?: string;
}) {
  const { t } = useTranslation('signup');
  const message = useMessage();
  const { control } = useFormContext<WizardValues>();
  const [livesAbroad, email, contactNumber] = useWatch({
    control,
    name: ['lives_abroad', 'email', 'contact_number'],
  });
  const username = usernameOf({ lives_abroad: livesAbroad, email, contact_number: contactNumber });
  return (
    <Stack gap="md">
      <Text>
        {t('password.loginWith')} <bdi dir="ltr">{username}</bdi>
      </Text>
      <PasswordFields />
      <Alert color="yellow" variant="light" title={t('password.otpNoteTitle')}>
        {message('otpCostWarning')}
      </Alert>
      {error && (
        <Alert color="red" variant="light" role="alert">
          <bdi>{error}</bdi>
        </Alert>
      )}
      <Button size="lg" fullWidth loading={sending} onClick={onGetOtp}>
        {t('password.getOtp')}
      </Button>
    </Stack>
  );
}
