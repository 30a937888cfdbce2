import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CodeForm } from './code-form';
import type { useStaffSignIn } from './use-staff-sign-in';

/** Step 2 once the authenticator is set up: its code, or (phone lost) a recovery code. */
export function CodeStep({ signIn }: { signIn: ReturnType<typeof useStaffSignIn> }) {
  const { t } = useTranslation('console-sign-in');
  const [mode, setMode] = useState<'authenticator' | 'recovery'>('authenticator');
  const recovery = mode === 'recovery';
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('signIn.codeTitle')}
        </Title>
        <Text c="dimmed" fz="sm">
          {recovery ? t('signIn.recoveryIntro') : t('signIn.codeIntro')}
        </Text>
      </Stack>
      <CodeForm
        // A new box for the other kind of code: nothing typed carries over.
        key={mode}
        mode={mode}
        onSubmit={signIn.onCode}
        serverError={signIn.codeError}
        onType={signIn.clearCodeError}
        busy={signIn.codeBusy}
        submitLabel={t('signIn.signIn')}
      />
      <Group justify="space-between" gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            signIn.clearCodeError();
            setMode(recovery ? 'authenticator' : 'recovery');
          }}
        >
          {recovery ? t('signIn.useAuthenticator') : t('signIn.useRecoveryCode')}
        </Button>
        <Button variant="subtle" size="compact-sm" color="gray" c="gray.8" onClick={signIn.restart}>
          {t('signIn.startAgain')}
        </Button>
      </Group>
    </Stack>
  );
}
