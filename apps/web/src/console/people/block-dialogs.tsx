import { useForm } from 'react-hook-form';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NOTE_MAX, blockAccountRequestSchema } from '@rishta/domain';
import { useDomainResolver } from '@/lib/domain-resolver';

interface BlockValues {
  reason: string;
}

interface DialogProps {
  opened: boolean;
  onClose: () => void;
  error: string | null;
  busy: boolean;
  name: string;
}

function DialogError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      <bdi>{error}</bdi>
    </Alert>
  );
}

/** Block with a reason: required, because the person reads it when they try to sign in. */
export function BlockDialog({
  onBlock,
  ...props
}: DialogProps & { onBlock: (reason: string) => Promise<void> }) {
  const { t } = useTranslation('admin-people');
  const resolver = useDomainResolver<BlockValues>(blockAccountRequestSchema);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BlockValues>({ resolver, defaultValues: { reason: '' } });
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('blockDialog.title', { name: props.name })}
      centered
      closeButtonProps={{ 'aria-label': t('blockDialog.cancel') }}
    >
      <form onSubmit={(event) => void handleSubmit(({ reason }) => onBlock(reason))(event)} noValidate>
        <Stack>
          <Text fz="sm" c="dimmed">
            {t('blockDialog.intro')}
          </Text>
          <Textarea
            {...register('reason')}
            label={t('blockDialog.reason')}
            placeholder={t('blockDialog.placeholder')}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={ADMIN_NOTE_MAX}
            error={errors.reason?.message ? <bdi>{errors.reason.message}</bdi> : undefined}
            data-autofocus
          />
          <DialogError error={props.error} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={props.onClose}>
              {t('blockDialog.cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={props.busy}>
              {t('blockDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Unblocking lets the person back in at once, so it is confirmed too. */
export function UnblockDialog({ onUnblock, ...props }: DialogProps & { onUnblock: () => Promise<void> }) {
  const { t } = useTranslation('admin-people');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('unblockDialog.title', { name: props.name })}
      centered
      closeButtonProps={{ 'aria-label': t('unblockDialog.cancel') }}
    >
      <Stack>
        <Text fz="sm">{t('unblockDialog.intro')}</Text>
        <DialogError error={props.error} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose}>
            {t('unblockDialog.cancel')}
          </Button>
          <Button onClick={() => void onUnblock()} loading={props.busy} data-autofocus>
            {t('unblockDialog.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
