import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffActionKind } from './queries';
import type { useStaffActions } from './use-staff-actions';

const TEXTS: Record<StaffActionKind, { title: string; text: string; submit: string; danger: boolean }> = {
  disable: {
    title: 'confirm.disableTitle',
    text: 'confirm.disableText',
    submit: 'confirm.disableSubmit',
    danger: true,
  },
  enable: {
    title: 'confirm.enableTitle',
    text: 'confirm.enableText',
    submit: 'confirm.enableSubmit',
    danger: false,
  },
  'reset-authenticator': {
    title: 'confirm.resetTitle',
    text: 'confirm.resetText',
    submit: 'confirm.resetSubmit',
    danger: true,
  },
};

/** "Are you sure?" for a staff action, saying what it will do; the server's refusal shows here. */
export function ConfirmStaffAction({ actions }: { actions: ReturnType<typeof useStaffActions> }) {
  const { t } = useTranslation('admin-staff');
  const { pending } = actions;
  const texts = pending ? TEXTS[pending.kind] : null;
  return (
    <Modal
      opened={pending !== null}
      onClose={actions.cancel}
      title={texts && pending ? t(texts.title, { username: pending.member.username }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('confirm.cancel') }}
    >
      {texts && (
        <Stack>
          <Text fz="sm">{t(texts.text)}</Text>
          {actions.error && (
            <Alert color="red" variant="light" role="alert">
              <bdi>{actions.error}</bdi>
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={actions.cancel}>
              {t('confirm.cancel')}
            </Button>
            <Button
              color={texts.danger ? 'red.8' : undefined}
              onClick={() => void actions.confirm()}
              loading={actions.busy}
              data-autofocus
            >
              {t(texts.submit)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
