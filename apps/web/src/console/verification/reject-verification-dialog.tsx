import { useForm } from 'react-hook-form';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NOTE_MAX, verificationDecisionSchema } from '@rishta/domain';
import { useDomainResolver } from '@/lib/domain-resolver';
import { NoteDialog } from '../shell/note-dialog';

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
    <NoteDialog
      opened={opened}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(({ remark }) => onReject(remark))(event)}
      title={t('reject.title', { name })}
      intro={t('reject.intro')}
      cancelLabel={t('reject.cancel')}
      submitLabel={t('reject.submit')}
      error={error}
      busy={busy}
    >
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
    </NoteDialog>
  );
}
