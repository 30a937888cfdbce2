import { Navigate } from 'react-router';
import { Box, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adminPaths } from '../../kit/shell/console-paths';
import { LanguageSelect } from '@/app/layout/language-select';
import { ShieldIcon } from '../../kit/shell/icons';
import { CodeStep } from './code-step';
import { EnrolStep } from './enrol-step';
import { PasswordStep } from './password-step';
import { RecoveryCodesStep } from './recovery-codes-step';
import { useStaffSignIn } from './use-staff-sign-in';

/** /admin/sign-in: the staff sign-in, outside the console's frame. */
export function SignInPage() {
  const { t } = useTranslation('console-sign-in');
  const signIn = useStaffSignIn();
  if (signIn.signedIn) return <Navigate to={signIn.returnTo ?? adminPaths.home} replace />;
  const { step } = signIn;
  return (
    <Box mih="100dvh" bg="gray.0">
      <title>{`${t('signIn.title')} – ${t('shell.title', { ns: 'console' })}`}</title>
      <Group
        component="header"
        h={56}
        px="md"
        justify="space-between"
        bg="white"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap={6} c="rishta.8" wrap="nowrap">
          <ShieldIcon size={20} />
          <Text fw={700}>{t('shell.title', { ns: 'console' })}</Text>
        </Group>
        <LanguageSelect />
      </Group>
      <Box
        component="main"
        maw={step.kind === 'password' ? 460 : 560}
        mx="auto"
        py={{ base: 'md', sm: 48 }}
        px="sm"
      >
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          {step.kind === 'password' && <PasswordStep signIn={signIn} />}
          {step.kind === 'enrol' && <EnrolStep step={step} signIn={signIn} />}
          {step.kind === 'code' && <CodeStep signIn={signIn} />}
          {step.kind === 'recoveryCodes' && <RecoveryCodesStep step={step} onDone={signIn.enterConsole} />}
        </Paper>
      </Box>
    </Box>
  );
}
