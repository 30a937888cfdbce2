import { useForm } from 'react-hook-form';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NOTE_MAX, rejectProfileRequestSchema } from '@rishta/domain';
import { useDomainResolver } from '@/lib/domain-resolver';

interface RejectValues {
  reason: string;
}

/** Reject with a reason: required, because the owner reads it on their own page and fixes what it says. */
export function RejectDialog({
  opened,
  onClose,
  onReject,
  error,
  busy,
  name,
}: {
  opened: boolean;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
  error: string | null;
  busy: boolean;
  name: string;
}) {
  const { t } = useTranslation('admin');
  const resolver = useDomainResolver<RejectValues>(rejectProfileRequestSchema);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RejectValues>({ resolver, defaultValues: { reason: '' } });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('reject.title', { name })}
      centered
      closeButtonProps={{ 'aria-label': t('reject.cancel') }}
    >
      <form onSubmit={(event) => void handleSubmit(({ reason }) => onReject(reason))(event)} noValidate>
        <Stack>
          <Text fz="sm" c="dimmed">
            {t('reject.intro')}
          </Text>
          <Textarea
            {...register('reason')}
            label={t('reject.reason')}
            placeholder={t('reject.placeholder')}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={ADMIN_NOTE_MAX}
            error={errors.reason?.message ? <bdi>{errors.reason.message}</bdi> : undefined}
            data-autofocus
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              <bdi>{error}</bdi>
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('reject.cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={busy}>
              {t('reject.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
