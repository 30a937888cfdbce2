import { useForm } from 'react-hook-form';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NOTE_MAX, verificationDecisionSchema } from '@rishta/domain';
import { useDomainResolver } from '@/lib/domain-resolver';

interface RejectValues {
  status: 'Rejected';
  remark: string;
}

/**
 * Reject a document with a remark: required by the API's own rule (verificationDecisionSchema),
 * because the owner reads it on their profile and sends a better document.
 */
export function RejectVerificationDialog({
  opened,
  onClose,
  onReject,
  error,
  busy,
  name,
}: {
  opened: boolean;
  onClose: () => void;
  onReject: (remark: string) => Promise<void>;
  error: string | null;
  busy: boolean;
  name: string;
}) {
  const { t } = useTranslation('admin-verification');
  const resolver = useDomainResolver<RejectValues>(verificationDecisionSchema);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RejectValues>({ resolver, defaultValues: { status: 'Rejected', remark: '' } });
  const remarkError = errors.remark;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('reject.title', { name })}
      centered
      closeButtonProps={{ 'aria-label': t('reject.cancel') }}
    >
      <form onSubmit={(event) => void handleSubmit(({ remark }) => onReject(remark))(event)} noValidate>
        <Stack>
          <Text fz="sm" c="dimmed">
            {t('reject.intro')}
          </Text>
          <Textarea
            {...register('remark')}
            label={t('reject.remark')}
            placeholder={t('reject.placeholder')}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={ADMIN_NOTE_MAX}
            error={
              remarkError?.message ? (
                <bdi>{t(`errors.${String(remarkError.type)}`, { defaultValue: remarkError.message })}</bdi>
              ) : undefined
            }
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
