import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LtrInput } from '../../kit/shell/ltr-input';
import { PasswordInput } from '../../kit/password-input';
import type { useStaffSignIn } from './use-staff-sign-in';

const bdi = (text: string | undefined) => (text ? <bdi>{text}</bdi> : undefined);

/** Step 1: the staff account's username and password. */
export function PasswordStep({ signIn }: { signIn: ReturnType<typeof useStaffSignIn> }) {
  const { t } = useTranslation('console-sign-in');
  const {
    register,
    formState: { errors },
  } = signIn.form;
  return (
    <form onSubmit={(event) => void signIn.onPassword(event)} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('signIn.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('signIn.intro')}
          </Text>
        </Stack>
        {signIn.sessionEnded && (
          <Alert color="blue" variant="light" role="status">
            {t('signIn.sessionEnded')}
          </Alert>
        )}
        <LtrInput
          {...register('username')}
          size="md"
          label={t('signIn.username')}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={bdi(errors.username?.message)}
        />
        <PasswordInput
          {...register('password')}
          size="md"
          required
          label={t('signIn.password')}
          autoComplete="current-password"
          toggleLabel={t('signIn.showPassword')}
          error={bdi(errors.password?.message)}
        />
        {signIn.passwordError && (
          <Alert color="red" variant="light" role="alert">
            <bdi>{signIn.passwordError}</bdi>
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={signIn.passwordBusy}>
          {t('signIn.continue')}
        </Button>
      </Stack>
    </form>
  );
}
