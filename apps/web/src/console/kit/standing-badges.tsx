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
 * Where a person stands, as badges a moderator reads at a glance, the same on every screen:
 * the states that hide a profile first (blocked, asked to be deleted), then approval and ID
 * verification, then "not in search" or "not active" when the profile is out of lists for
 * another reason. A list named "Standing" for screen readers.
 */
export function StandingBadges({
  approval,
  verification,
  blocked,
  listed = true,
  active = true,
  deletionRequested = false,
}: {
  approval: ApprovalStatus;
  verification: VerificationStatus;
  blocked: boolean;
  listed?: boolean;
  active?: boolean;
  deletionRequested?: boolean;
}) {
  const { t } = useTranslation('console');
  const hiddenAnyway = blocked || deletionRequested;
  return (
    <Group gap={6} role="list" aria-label={t('standing.label')}>
      {blocked && (
        <Badge role="listitem" color="red.9" variant="filled">
          {t('standing.blocked')}
        </Badge>
      )}
      {deletionRequested && (
        <Badge role="listitem" color="grape.8" variant="filled">
          {t('standing.deletionRequested')}
        </Badge>
      )}
      <Badge role="listitem" variant="filled" {...APPROVAL_COLOURS[approval]}>
        {t(`standing.approval.${approval}`)}
      </Badge>
      <Badge role="listitem" {...VERIFICATION_COLOURS[verification]}>
        {t(`standing.verification.${verification}`)}
      </Badge>
      {!listed && !hiddenAnyway && (
        <Badge role="listitem" color="gray.7" variant="outline">
          {t('standing.hidden')}
        </Badge>
      )}
      {!active && !hiddenAnyway && (
        <Badge role="listitem" color="gray.7" variant="outline">
          {t('standing.inactive')}
        </Badge>
      )}
    </Group>
  );
}
