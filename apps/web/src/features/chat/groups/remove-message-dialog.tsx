import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { QuotedMessage } from '@/components/quoted-message';

export interface RemovalTarget {
  messageId: number;
  senderName: string;
  text: string;
}

/**
 * A group admin's "remove for everyone" (issue 32), asked once more since it cannot be undone.
 * The members' screens learn of the removal from the server, live.
 */
export function RemoveMessageDialog({
  target,
  onClose,
}: {
  target: RemovalTarget | null;
  onClose: (removed: boolean) => void;
}) {
  const { t } = useTranslation('chat');
  const { failureText } = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    if (!target) return;
    setBusy(true);
    setFailure(null);
    try {
      await api('/friends/remove-group-message/', { method: 'POST', json: { message_id: target.messageId } });
      onClose(true);
    } catch (error) {
      setFailure(failureText(error, 'somethingWentWrongDot'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={target !== null}
      onClose={() => onClose(false)}
      title={t('groups.removeTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('conversation.close') }}
    >
      {target && (
        <Stack>
          <Text fz="sm">{t('groups.removeText', { name: target.senderName })}</Text>
          <QuotedMessage text={target.text} />
          {failure && (
            <Alert color="red.9" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onClose(false)}>
              {t('groups.removeCancel')}
            </Button>
            <Button color="red.8" loading={busy} onClick={() => void remove()}>
              {t('groups.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
