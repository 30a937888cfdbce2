import { useTranslation } from 'react-i18next';
import type { PersonDetail } from '@rishta/domain';
import { ConfirmDialog } from '../../kit/confirm-dialog';
import type { DecisionTarget } from '../../kit/queue/define-queue';
import type { Decision } from '../../kit/queue/use-decision';
import { ReasonDialog } from '../../kit/reason-dialog';

/** The name a moderator knows the person by: their profile's, else the username. */
export const personName = (person: PersonDetail) => person.profile?.full_name ?? person.account.username;

const username = (person: PersonDetail) => encodeURIComponent(person.account.username);

/**
 * Block (with the reason the person reads when they try to sign in) or Unblock: POST
 * /admin/accounts/:username/block/ {reason} or …/unblock/ (the account routes go by username).
 * Afterwards the person and any search showing them are fetched again: the audit trail has a
 * new row, and the block shows on the other screens too.
 */
export const blockDecisions: DecisionTarget<PersonDetail> & { list: string } = {
  name: 'people',
  list: '/people/',
  decisions: {
    block: (person: PersonDetail, { reason }: { reason: string }) => ({
      path: `/accounts/${username(person)}/block/`,
      json: { reason },
    }),
    unblock: (person: PersonDetail) => ({ path: `/accounts/${username(person)}/unblock/` }),
  },
  touchesOthers: true,
};

export type BlockAction = 'block' | 'unblock';

/** The block's reason dialog and the unblock's "are you sure?" (unblocking lets them in at once). */
export function BlockDialogs({ decision, name }: { decision: Decision<BlockAction>; name: string }) {
  const { t } = useTranslation('console-people');
  return (
    <>
      <ReasonDialog decision={decision} action="block" reason="block" name={name} />
      <ConfirmDialog
        opened={decision.isOpen('unblock')}
        onClose={decision.close}
        onConfirm={() => void decision.submit('unblock')}
        title={t('unblock.title', { name })}
        text={t('unblock.intro')}
        submit={t('unblock.submit')}
        cancel={t('unblock.cancel')}
        error={decision.error}
        busy={decision.busy === 'unblock'}
      />
    </>
  );
}
