import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProposalItem as Item } from '@rishta/domain';
import { LoadError } from '@/components/load-error';
import { useMessage } from '@/lib/use-message';
import { useProposals, type ProposalDirection } from '@/lib/queries/proposals';
import { STATUS_KEY } from '@/components/proposals/status-label';
import { groupProposals, SECTIONS } from './group-proposals';
import { ProposalItem } from './proposal-item';

const GRID = { base: 1, xs: 2, md: 3 } as const;

/** The sent or received proposals in the sections Pending, Accepted, Opened, Rejected (SPEC.md §2). */
export function ProposalSections({ direction }: { direction: ProposalDirection }) {
  const { t } = useTranslation('proposals');
  const message = useMessage();
  const proposals = useProposals(direction);

  if (proposals.isPending) {
    return (
      <SimpleGrid cols={GRID} spacing="md" role="status" aria-label={t('loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={360} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (proposals.isError)
    return <LoadError onRetry={() => void proposals.refetch()} retrying={proposals.isFetching} />;
  const items: Item[] = proposals.data.results;
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t(direction === 'sent' ? 'list.noneSent' : 'list.noneReceived')}
      </Text>
    );
  }
  const groups = groupProposals(items);
  return (
    <Stack gap="xl">
      <Text fw={600}>
        <bdi>{message('showingProposal')}</bdi>
      </Text>
      {SECTIONS.map((status) => (
        <section key={status} aria-labelledby={`${direction}-${status}`}>
          <Title order={2} fz="h3" mb="sm" id={`${direction}-${status}`}>
            {t(STATUS_KEY[status])} ({groups[status].length})
          </Title>
          {groups[status].length === 0 ? (
            <Text c="dimmed" fz="sm">
              {t('list.emptySection')}
            </Text>
          ) : (
            <SimpleGrid
              cols={GRID}
              spacing="md"
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {groups[status].map((item) => (
                <li key={item.id}>
                  <ProposalItem item={item} direction={direction} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </section>
      ))}
    </Stack>
  );
}
