import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProposalModal } from './proposal-modal';
import { REASON_MAX, issueOf, rejectProposalSchema } from '@rishta/domain';
import { useErrorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useMessage } from '@/lib/use-message';
import { useUpdateProposal } from '@/lib/queries/proposals';

/**
 * The reject-proposal dialog (SPEC.md §2, §5): a reason is required, and the sender will read it.
 * Submit stays disabled until the reason is valid; a failed call keeps the typed reason.
 */
export function RejectDialog({
  proposalId,
  name,
  onClose,
  onRejected,
}: {
  proposalId: number;
  name: string;
  onClose: () => void;
  onRejected?: () => void;
}) {
  const { t } = useTranslation('proposals');
  const message = useMessage();
  const { issueText } = useErrorText();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const update = useUpdateProposal();
  const check = rejectProposalSchema.safeParse({ message: reason });
  const issue = touched && !check.success ? check.error.issues[0] : undefined;
  const error = issue ? issueText(issueOf(issue)) : undefined;

  const submit = () => {
    if (!check.success) return;
    update.mutate(
      { id: proposalId, status: 'Rejected', message: check.data.message },
      {
        onSuccess: () => {
          notify({ color: 'rishta', message: message('proposalRejected') });
          onRejected?.();
          onClose();
        },
        onError: () => notify({ color: 'red', message: message('proposalRejectFailed') }),
      },
    );
  };

  return (
    <ProposalModal title={t('reject.title', { name })} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Textarea
            label={t('reject.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            required
            autosize
            minRows={4}
            maxRows={10}
            maxLength={REASON_MAX}
            size="md"
            data-autofocus
            error={error ? <bdi>{error}</bdi> : undefined}
            description={t('reject.counter', { used: reason.length, max: REASON_MAX })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            styles={{ description: { textAlign: 'end', marginTop: 4 } }}
          />
          <Group grow gap="sm">
            <Button variant="default" size="md" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              color="red.9"
              size="md"
              disabled={!check.success}
              loading={update.isPending}
            >
              {t('reject.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProposalModal>
  );
}
