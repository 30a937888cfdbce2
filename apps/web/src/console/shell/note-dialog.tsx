import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * A decision that needs a written note (a rejection's reason, a document's remark): the dialog's
 * frame, the server's refusal and the two buttons. The form's field is the caller's `children`.
 */
export function NoteDialog({
  opened,
  onClose,
  onSubmit,
  title,
  intro,
  cancelLabel,
  submitLabel,
  error,
  busy,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  title: string;
  intro: string;
  cancelLabel: string;
  submitLabel: string;
  error: string | null;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': cancelLabel }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text fz="sm" c="dimmed">
            {intro}
          </Text>
          {children}
          {error && (
            <Alert color="red" variant="light" role="alert">
              <bdi>{error}</bdi>
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {cancelLabel}
            </Button>
            <Button type="submit" color="red.8" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
