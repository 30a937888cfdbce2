import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Box, Button, Group, Modal, Stack } from '@mantine/core';

/**
 * The spec's alert (SPEC.md §2): title Alert, an OK button and a message that may hold HTML
 * (e.g. '</br>'). The HTML can come from the server, so it is sanitised first (DESIGN.md §5.7).
 * The labels are passed in so any feature can use it with its own translations.
 */
export function AlertDialog({
  message,
  onClose,
  title,
  okLabel,
  closeLabel,
}: {
  message: string | null;
  onClose: () => void;
  title: string;
  okLabel: string;
  closeLabel: string;
}) {
  // The server has no DOM to sanitise with (entry-server.tsx); a dialog opens in the browser only.
  const html = useMemo(
    () => (message && DOMPurify.isSupported ? DOMPurify.sanitize(message) : ''),
    [message],
  );
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      <Stack>
        <Box role="alert" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />
        <Group justify="flex-end">
          <Button onClick={onClose} miw={96} data-autofocus>
            {okLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
