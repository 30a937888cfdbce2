import { Link } from 'react-router';
import { Button, SimpleGrid } from '@mantine/core';
import { tileButton } from '@/components/tile-button';
import { useTranslation } from 'react-i18next';
import type { ProposalCounts } from '@rishta/domain';
import { ExpectationButton } from '@/components/proposals/expectation-button';
import { paths } from '@/config/paths';

/** On the owner's page (SPEC.md §2): the sent and received counts, linking to those pages, and expectations. */
export function OwnerProposals({ profileId, counts }: { profileId: number; counts?: ProposalCounts }) {
  const { t } = useTranslation('proposals');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
      <Button component={Link} to={paths.sentProposals} variant="light" size="md" {...tileButton}>
        {t('counts.sent', { count: counts?.sent ?? 0 })}
      </Button>
      <Button component={Link} to={paths.receivedProposals} variant="light" size="md" {...tileButton}>
        {t('counts.received', { count: counts?.received ?? 0 })}
      </Button>
      <ExpectationButton profileId={profileId} {...tileButton} />
    </SimpleGrid>
  );
}
