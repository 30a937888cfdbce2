import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApprovalStatus, VerificationStatus } from '@rishta/domain';

// Colours chosen for the badges' small text to keep a 4.5:1 contrast (the e2e runs axe): dark
// shades when filled, a dark text shade on the light ones.
const APPROVAL_COLOURS: Record<ApprovalStatus, { color: string; c?: string }> = {
  pending: { color: 'yellow.4', c: 'black' },
  approved: { color: 'teal.9' },
  rejected: { color: 'red.9' },
};

const VERIFICATION_COLOURS: Record<VerificationStatus, { color: string; c?: string; variant: string }> = {
  'Not Verified': { color: 'gray', c: 'gray.8', variant: 'light' },
  'In Process': { color: 'blue', c: 'blue.9', variant: 'light' },
  Verified: { color: 'blue.8', variant: 'filled' },
  Rejected: { color: 'red', c: 'red.9', variant: 'light' },
};

/**
 * Where a person stands, as badges a moderator reads at a glance: approval, ID verification, and
 * the states that hide them (blocked, not in lists, asked to be deleted) only when they apply.
 */
export function StandingBadges({
  approval,
  verification,
  blocked,
  listed = true,
  deletionRequested = false,
}: {
  approval: ApprovalStatus;
  verification: VerificationStatus;
  blocked: boolean;
  listed?: boolean;
  deletionRequested?: boolean;
}) {
  const { t } = useTranslation('admin-people');
  const approvalColour = APPROVAL_COLOURS[approval];
  const verificationColour = VERIFICATION_COLOURS[verification];
  return (
    <Group gap={6}>
      {blocked && (
        <Badge color="red.9" variant="filled">
          {t('standing.blocked')}
        </Badge>
      )}
      {deletionRequested && (
        <Badge color="grape.8" variant="filled">
          {t('standing.deletionRequested')}
        </Badge>
      )}
      <Badge color={approvalColour.color} c={approvalColour.c} variant="filled">
        {t(`standing.approval.${approval}`)}
      </Badge>
      <Badge {...verificationColour}>{t(`standing.verification.${verification}`)}</Badge>
      {!listed && !blocked && !deletionRequested && (
        <Badge color="gray.7" variant="outline">
          {t('standing.hidden')}
        </Badge>
      )}
    </Group>
  );
}
