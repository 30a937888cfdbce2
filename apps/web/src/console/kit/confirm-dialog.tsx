import type { ReactNode } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { DialogActions } from './dialog-actions';

/**
 * "Are you sure?" before an action that cannot be undone or that changes someone's access: it
 * says what will happen, keeps the focus on Cancel for dangerous actions, and shows the server's
 * refusal inside the dialog, so nothing the moderator chose is lost on an error.
 */
export function ConfirmDialog({
  opened,
  title,
  text,
  submit,
  cancel,
  danger = false,
  error,
  busy = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  /** What confirming does. */
  text: ReactNode;
  /** The confirm button's label. */
  submit: string;
  cancel: string;
  danger?: boolean;
  error?: string | null;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': cancel }}
    >
      <Stack>
        {typeof text === 'string' ? <Text fz="sm">{text}</Text> : text}
        <DialogActions
          error={error}
          cancel={cancel}
          submit={submit}
          onCancel={onClose}
          onConfirm={onConfirm}
          busy={busy}
          danger={danger}
          focusCancel={danger}
        />
      </Stack>
    </Modal>
  );
}
