import { useForm } from 'react-hook-form';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NOTE_MAX, rejectProfileRequestSchema } from '@rishta/domain';
import { useDomainResolver } from '@/lib/domain-resolver';
import { NoteDialog } from '../shell/note-dialog';

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
    <NoteDialog
      opened={opened}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(({ reason }) => onReject(reason))(event)}
      title={t('reject.title', { name })}
      intro={t('reject.intro')}
      cancelLabel={t('reject.cancel')}
      submitLabel={t('reject.submit')}
      error={error}
      busy={busy}
    >
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
    </NoteDialog>
  );
}
