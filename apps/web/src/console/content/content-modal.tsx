import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from './form-error';

/**
 * The dialog an add or edit form opens in. The form lives inside it, so each opening starts from
 * the item's saved values; an error keeps the dialog open with everything typed.
 */
export function ContentModal({
  opened,
  onClose,
  title,
  children,
  size = 'lg',
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: string;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered
      closeButtonProps={{ 'aria-label': t('cancel') }}
    >
      {children}
    </Modal>
  );
}

/** A form's body with its request error and its Cancel / Save buttons. */
export function ContentFormBody({
  onSubmit,
  onCancel,
  submitLabel,
  busy,
  formError,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  submitLabel: string;
  busy: boolean;
  formError: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {children}
        <FormError text={formError} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
