import { Box, Button, Center, Code, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../kit/shell/use-copy';
import { CodeForm } from './code-form';
import type { SignInStep, useStaffSignIn } from './use-staff-sign-in';

/** The key as an app's "enter a setup key" screen shows it: groups of four, easy to type. */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The first sign-in: set the authenticator app up with the QR code (or the key typed by hand),
 * then confirm with its first code.
 */
export function EnrolStep({
  step,
  signIn,
}: {
  step: Extract<SignInStep, { kind: 'enrol' }>;
  signIn: ReturnType<typeof useStaffSignIn>;
}) {
  const { t } = useTranslation('console-sign-in');
  const { copied, copy } = useCopy();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('enrol.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('enrol.intro')}
        </Text>
      </Stack>
      <Box component="ol" fz="sm" m={0} ps="lg">
        <li>{t('enrol.stepInstall')}</li>
        <li>{t('enrol.stepScan')}</li>
        <li>{t('enrol.stepType')}</li>
      </Box>
      <Center>
        <Image
          src={step.qrSvg}
          alt={t('enrol.qrAlt')}
          w={200}
          h={200}
          bg="white"
          style={{ border: '1px solid var(--mantine-color-gray-3)', imageRendering: 'pixelated' }}
        />
      </Center>
      <Stack gap={6}>
        <Text fz="sm" fw={500}>
          {t('enrol.keyLabel')}
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            block
            dir="ltr"
            fz="md"
            style={{ flex: 1, letterSpacing: '0.05em', wordSpacing: '0.3em', whiteSpace: 'normal' }}
          >
            {groupedKey(step.secret)}
          </Code>
          <Button variant="light" onClick={() => copy(step.secret)} style={{ flexShrink: 0 }}>
            {copied ? t('enrol.copied') : t('enrol.copyKey')}
          </Button>
        </Group>
      </Stack>
      <CodeForm
        mode="authenticator"
        onSubmit={signIn.onCode}
        serverError={signIn.codeError}
        onType={signIn.clearCodeError}
        busy={signIn.codeBusy}
        submitLabel={t('enrol.confirm')}
      />
      <Button variant="subtle" size="compact-sm" color="gray" c="gray.8" onClick={signIn.restart} mx="auto">
        {t('signIn.startAgain')}
      </Button>
    </Stack>
  );
}
