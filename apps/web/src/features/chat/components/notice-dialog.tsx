import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A small dialog with a title, an optional line and OK: the spec's 'Blocked!' and 'Unblocked!'
 * dialogs and the refused-send alert (SPEC.md §8). The text is plain text.
 */
export function NoticeDialog({
  title,
  text,
  opened,
  onClose,
}: {
  title: string;
  text?: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('conversation.close') }}
    >
      <Stack>
        {text && (
          <Text role="alert" style={{ overflowWrap: 'anywhere' }}>
            {text}
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose} miw={96} data-autofocus>
            {t('conversation.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
