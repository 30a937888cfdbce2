import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProposalStatus } from '@rishta/domain';
import { notify } from '@/lib/notify';
import { useMessage } from '@/lib/use-message';
import { useUpdateProposal } from '@/lib/queries/proposals';
import { RejectDialog } from './reject-dialog';

/**
 * Accept and Reject for a received proposal that is still open (SPEC.md §2, §4). Reject asks for
 * a reason first. `onAnswered` lets the profile page show the new state without a refetch.
 */
export function ReceivedActions({
  proposalId,
  name,
  onAnswered,
}: {
  proposalId: number;
  name: string;
  onAnswered?: (status: ProposalStatus) => void;
}) {
  const { t } = useTranslation('proposals');
  const message = useMessage();
  const update = useUpdateProposal();
  const [rejecting, setRejecting] = useState(false);

  const accept = () =>
    update.mutate(
      { id: proposalId, status: 'Accepted' },
      {
        onSuccess: () => {
          notify({ color: 'rishta', message: message('proposalAccepted') });
          onAnswered?.('Accepted');
        },
        onError: () => notify({ color: 'red', message: message('proposalAcceptFailed') }),
      },
    );

  return (
    <>
      <Group gap="sm" grow>
        <Button
          size="md"
          onClick={accept}
          loading={update.isPending}
          aria-label={t('actions.acceptFrom', { name })}
        >
          {t('actions.accept')}
        </Button>
        <Button
          size="md"
          variant="outline"
          color="red.9"
          onClick={() => setRejecting(true)}
          disabled={update.isPending}
          aria-label={t('actions.rejectFrom', { name })}
        >
          {t('actions.reject')}
        </Button>
      </Group>
      {rejecting && (
        <RejectDialog
          proposalId={proposalId}
          name={name}
          onClose={() => setRejecting(false)}
          onRejected={() => onAnswered?.('Rejected')}
        />
      )}
    </>
  );
}
