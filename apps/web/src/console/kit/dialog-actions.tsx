import { Alert, Button, Group } from '@mantine/core';

/**
 * The foot of every console dialog: the server's refusal, if any (inside the dialog, so nothing
 * typed is lost), then Cancel and the decision's button: a form's submit unless `onConfirm`. A
 * dangerous decision is red, and a confirmation of one keeps the focus on Cancel.
 */
export function DialogActions({
  error,
  cancel,
  submit,
  onCancel,
  onConfirm,
  busy = false,
  danger = true,
  disabled = false,
  focusCancel = false,
}: {
  error?: string | null;
  cancel: string;
  submit: string;
  onCancel: () => void;
  /** The decision's click, for a dialog without a form. */
  onConfirm?: () => void;
  busy?: boolean;
  danger?: boolean;
  /** Not yet possible (a confirmation not typed yet). */
  disabled?: boolean;
  /** The focus starts on Cancel (a dangerous confirmation), else on the decision when it is the only choice. */
  focusCancel?: boolean;
}) {
  return (
    <>
      {error && (
        <Alert color="red" variant="light" role="alert">
          <bdi>{error}</bdi>
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button
          variant="default"
          onClick={onCancel}
          disabled={busy}
          data-autofocus={focusCancel || undefined}
        >
          {cancel}
        </Button>
        <Button
          type={onConfirm ? 'button' : 'submit'}
          onClick={onConfirm}
          color={danger ? 'red.8' : undefined}
          disabled={disabled}
          loading={busy}
          data-autofocus={onConfirm && !focusCancel ? true : undefined}
        >
          {submit}
        </Button>
      </Group>
    </>
  );
}
