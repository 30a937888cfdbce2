import { Alert, Button, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '@/components/icons';
import { useCopy } from '../../kit/shell/use-copy';
import type { SignInStep } from './use-staff-sign-in';

/** The codes as a text file a person can keep (or print) away from the phone. */
function downloadCodes(codes: string[], username: string, heading: string) {
  const text = `${heading}\n${username}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'rishta-moderation-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Right after the authenticator is set up: the recovery codes, shown this once (the server keeps
 * only their hashes). The console opens only when the staff member confirms they saved them.
 */
export function RecoveryCodesStep({
  step,
  onDone,
}: {
  step: Extract<SignInStep, { kind: 'recoveryCodes' }>;
  onDone: () => void;
}) {
  const { t } = useTranslation('console-sign-in');
  const { copied, copy } = useCopy();
  const all = step.codes.join('\n');
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('recovery.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('recovery.intro')}
        </Text>
      </Stack>
      <Alert color="yellow" variant="light">
        {t('recovery.onlyOnce')}
      </Alert>
      <SimpleGrid
        component="ul"
        cols={2}
        spacing="xs"
        verticalSpacing="xs"
        aria-label={t('recovery.listLabel')}
        dir="ltr"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {step.codes.map((code) => (
          <li key={code}>
            <Code block fz="md" ta="center">
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="xs" grow>
        <Button variant="light" onClick={() => copy(all)}>
          {copied ? t('recovery.copied') : t('recovery.copy')}
        </Button>
        <Button
          variant="light"
          leftSection={<DownloadIcon size={16} />}
          onClick={() => downloadCodes(step.codes, step.session.username, t('recovery.fileHeading'))}
        >
          {t('recovery.download')}
        </Button>
      </Group>
      {/* Entering the console is the confirmation: one deliberate press, after the codes are kept. */}
      <Stack gap={4}>
        <Button size="md" fullWidth onClick={onDone}>
          {t('recovery.saved')}
        </Button>
        <Text fz="xs" c="dimmed" ta="center">
          {t('recovery.enter')}
        </Text>
      </Stack>
    </Stack>
  );
}
