import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/lib/use-message';

/**
 * The early-contact warning (issue 32): a gentle word before a phone number, an e-mail or a
 * payment id goes to a whole group. "Edit message" is the first choice and keeps the text.
 */
export function ContactWarningDialog({
  opened,
  onAnswer,
}: {
  opened: boolean;
  onAnswer: (send: boolean) => void;
}) {
  const { t } = useTranslation('chat');
  const message = useMessage();
  return (
    <Modal
      opened={opened}
      onClose={() => onAnswer(false)}
      title={t('contactWarning.title')}
      centered
      closeButtonProps={{ 'aria-label': t('conversation.close') }}
    >
      <Stack>
        <Text fz="sm">{message('contactDetailsEarly')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => onAnswer(true)}>
            {t('contactWarning.sendAnyway')}
          </Button>
          <Button onClick={() => onAnswer(false)} data-autofocus>
            {t('contactWarning.edit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
