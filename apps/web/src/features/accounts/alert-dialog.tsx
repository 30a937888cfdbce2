import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Box, Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The spec's alert (SPEC.md §2): title Alert, an OK button and a message that may hold HTML
 * (e.g. '</br>'). The HTML comes from the server, so it is sanitised first (DESIGN.md §5.7).
 */
export function AlertDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const html = useMemo(() => (message ? DOMPurify.sanitize(message) : ''), [message]);
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={t('alert.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close', { ns: 'common' }) }}
    >
      <Stack>
        <Box role="alert" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />
        <Group justify="flex-end">
          <Button onClick={onClose} miw={96} data-autofocus>
            {t('alert.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
