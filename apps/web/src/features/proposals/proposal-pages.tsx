import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Container, Group, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session';
import { useLoginRedirect } from '@/components/login-redirect';
import { ExpectationButton } from '@/components/proposals/expectation-button';
import { ProposalSections } from './proposal-sections';
import type { ProposalDirection } from '@/lib/queries/proposals';
import { paths } from '@/config/paths';

function ProposalsFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('proposals');
  return (
    <Container size="lg" px="md" py={{ base: 'md', sm: 'xl' }}>
      <title>{`${title} – ${t('appName', { ns: 'common' })}`}</title>
      {children}
    </Container>
  );
}

/** Route sent-proposal or received-proposal (SPEC.md §2): one direction, in its sections. */
function DirectionPage({ direction }: { direction: ProposalDirection }) {
  const { t } = useTranslation('proposals');
  const current = useSession();
  const redirect = useLoginRedirect();
  if (redirect || !current) return redirect;
  const title = t(direction === 'sent' ? 'pages.sent' : 'pages.received');
  return (
    <ProposalsFrame title={title}>
      <PageHeader title={title}>
        <Group gap="sm" mt="xs">
          <Button component={Link} to={paths.proposals} variant="subtle" size="sm" px={0}>
            {t('pages.all')}
          </Button>
        </Group>
      </PageHeader>
      <ProposalSections direction={direction} />
    </ProposalsFrame>
  );
}

export const SentProposalsPage = () => <DirectionPage direction="sent" />;
export const ReceivedProposalsPage = () => <DirectionPage direction="received" />;

/** Route proposals: received and sent side by side as tabs, and the set-expectation dialog. */
export function ProposalsPage() {
  const { t } = useTranslation('proposals');
  const current = useSession();
  const redirect = useLoginRedirect();
  if (redirect || !current) return redirect;
  return (
    <ProposalsFrame title={t('pages.proposals')}>
      <PageHeader title={t('pages.proposals')} description={t('pages.proposalsIntro')}>
        {current.profileId !== null && (
          <Group mt="xs">
            <ExpectationButton profileId={current.profileId} />
          </Group>
        )}
      </PageHeader>
      <Tabs defaultValue="received" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="received">{t('pages.received')}</Tabs.Tab>
          <Tabs.Tab value="sent">{t('pages.sent')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="received">
          <ProposalSections direction="received" />
        </Tabs.Panel>
        <Tabs.Panel value="sent">
          <ProposalSections direction="sent" />
        </Tabs.Panel>
      </Tabs>
    </ProposalsFrame>
  );
}
