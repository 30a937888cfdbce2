import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Checkbox, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_REPORT_REASON_KEYS,
  MESSAGE_REPORT_REASONS,
  OTHER_REPORT_REASON,
  REASON_MAX,
  reportMessageFormSchema,
  type ChatMessageKind,
} from '@rishta/domain';
import { CountedTextarea, FailureAndSubmit, ReasonRadios } from '@/components/form/reason-form-parts';
import { api } from '@/lib/api';
import { useDomainResolver } from '@/lib/domain-resolver';
import { useErrorText } from '@/lib/error-text';
import { QuotedMessage } from '@/components/quoted-message';

/** The message being reported: which, and whose (for "Also block {name}"). */
export interface ReportTarget {
  kind: ChatMessageKind;
  messageId: number;
  senderName: string;
  text: string;
}

interface FormValues {
  reason: string;
  description: string;
  block: boolean;
}
interface Submitted {
  reason: string;
  description?: string | undefined;
  block: boolean;
}

/**
 * Report a message (issue 32): a reason, an optional note (required for Other), and "also block"
 * in the same step. The message itself is quoted at the top so the reporter knows which one
 * goes to the moderators; the server keeps it with at most the 10 before it.
 */
function ReportForm({ target, onDone }: { target: ReportTarget; onDone: (blocked: boolean) => void }) {
  const { t } = useTranslation(['chat', 'profile']);
  const { fieldTexts, failureText } = useErrorText();
  const resolver = useDomainResolver<FormValues, Submitted>(reportMessageFormSchema);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<FormValues, unknown, Submitted>({
    resolver,
    defaultValues: { reason: '', description: '', block: false },
  });
  const reason = useWatch({ control, name: 'reason' });
  const description = useWatch({ control, name: 'description' });

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const answer = await api<{ blocked: boolean }>('/friends/report-message/', {
        method: 'POST',
        json: { kind: target.kind, message_id: target.messageId, ...form },
      });
      onDone(answer.blocked);
    } catch (error) {
      const fields = fieldTexts(error);
      let shown = false;
      for (const field of ['reason', 'description'] as const) {
        if (fields[field]) {
          setError(field, { message: fields[field] });
          shown = true;
        }
      }
      if (!shown) setFailure(failureText(error, 'somethingWentWrongDot'));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text fz="sm" fw={600}>
            {t('report.quoted', { name: target.senderName })}
          </Text>
          <QuotedMessage text={target.text} tone="report" />
          <Text fz="xs" c="dimmed">
            {t('report.whatIsSent')}
          </Text>
        </Stack>
        <ReasonRadios
          control={control}
          label={t('report.reason')}
          reasons={MESSAGE_REPORT_REASONS}
          labelOf={(_, index) => t(`reasons.report.${MESSAGE_REPORT_REASON_KEYS[index]}`, { ns: 'profile' })}
        />
        <CountedTextarea
          label={t('report.note')}
          value={description}
          max={REASON_MAX}
          counter={t('counter', { ns: 'profile', used: description.length, max: REASON_MAX })}
          required={reason === OTHER_REPORT_REASON}
          error={formState.errors.description?.message}
          inputProps={register('description')}
        />
        <Checkbox
          {...register('block')}
          size="md"
          label={t('report.alsoBlock', { name: target.senderName })}
          description={t('report.alsoBlockHint')}
        />
        <FailureAndSubmit failure={failure} submitting={formState.isSubmitting}>
          {t('report.submit')}
        </FailureAndSubmit>
      </Stack>
    </form>
  );
}

/** The report dialog; a new form for each message. */
export function ReportMessageDialog({
  target,
  onClose,
  onDone,
}: {
  target: ReportTarget | null;
  onClose: () => void;
  onDone: (blocked: boolean) => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t('report.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('conversation.close') }}
    >
      {target && <ReportForm key={`${target.kind}-${target.messageId}`} target={target} onDone={onDone} />}
    </Modal>
  );
}
