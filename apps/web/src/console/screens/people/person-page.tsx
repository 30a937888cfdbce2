import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Ago } from '../../kit/format/ago';
import { AppError, type PersonDetail } from '@rishta/domain';
import { LoadError } from '@/components/load-error';
import { useDecision } from '../../kit/queue/use-decision';
import { auditLogPath, consolePath, reviewPath } from '../../kit/shell/console-paths';
import { useConsoleErrorText } from '../../kit/use-console-error-text';
import { ConsoleLoader } from '../../kit/shell/console-loader';
import { ConsolePageHeader } from '../../kit/shell/console-page-header';
import { AuditTrail } from './audit-trail';
import { blockDecisions, BlockDialogs, personName, type BlockAction } from './block-dialogs';
import { BackIcon } from '../../kit/shell/icons';
import type { PersonPageState } from './person-match-item';
import { NoticesSection, ReportsSection } from './person-activity';
import { AccountSection, ProfileSection, ProposalsSection } from './person-summary';
import { personQuery } from './queries';

/** Back to the search that led here (kept in the address), or to an empty search. */
function BackToSearch() {
  const { t } = useTranslation('console-people');
  const { dir } = useDirection();
  const state = useLocation().state as PersonPageState | null;
  return (
    <Anchor component={Link} to={consolePath(`people${state?.search ?? ''}`)} fz="sm" mb="xs">
      <Group gap={4} wrap="nowrap" component="span">
        <BackIcon size={16} style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
        {t('person.backToSearch')}
      </Group>
    </Anchor>
  );
}

/** Block or Unblock, the audit log for this account and the profile's review, above the sections. */
function PersonActions({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('console-people');
  const name = personName(person);
  const decision = useDecision<PersonDetail, BlockAction>(blockDecisions, person, { name });
  const blocked = person.account.is_blocked;
  return (
    <Group gap="xs" mb="md">
      {blocked ? (
        <Button variant="outline" onClick={() => decision.open('unblock')}>
          {t('person.unblock')}
        </Button>
      ) : (
        <Button color="red.8" onClick={() => decision.open('block')}>
          {t('person.block')}
        </Button>
      )}
      <Button component={Link} to={auditLogPath(person.account_id)} variant="default">
        {t('person.auditLink')}
      </Button>
      {person.profile && (
        <Button component={Link} to={reviewPath(person.profile.profile_code)} variant="default">
          {t('person.reviewLink')}
        </Button>
      )}
      <BlockDialogs decision={decision} name={name} />
    </Group>
  );
}

/** What a moderator must know before anything else: the account is blocked, or asked to be deleted. */
function Warnings({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('console-people');
  const deletion = person.profile?.deletion_request;
  return (
    <>
      {person.account.is_blocked && (
        <Alert color="red" variant="light" title={t('person.blockedTitle')} mb="md">
          {person.account.block_reason && (
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('person.blockedReason')} <bdi>{person.account.block_reason}</bdi>
            </Text>
          )}
        </Alert>
      )}
      {deletion && (
        <Alert color="orange" variant="light" title={t('person.deletionTitle')} mb="md">
          <Ago iso={deletion.created_on} format={(when) => t('person.deletionText', { when })} fz="sm" />
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('person.deletionReason')} <bdi>{deletion.reason}</bdi>
          </Text>
        </Alert>
      )}
      {person.flags.length > 0 && (
        // What the system noticed (account_flags): each reason by its key, with its India day.
        <Alert color="yellow" variant="light" title={t('flags.title')} mb="md">
          <Stack component="ul" gap={2} m={0} ps="md">
            {person.flags.map((flag) => (
              <Text component="li" fz="sm" key={`${flag.reason}-${flag.day}`}>
                {t(`flags.reasons.${flag.reason}`, { defaultValue: flag.reason })} · {flag.day}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </>
  );
}

function PersonView({ person }: { person: PersonDetail }) {
  const code = person.profile?.profile_code;
  return (
    <>
      <ConsolePageHeader
        title={personName(person)}
        description={
          <bdi dir="ltr">{code ? `${code} · ${person.account.username}` : person.account.username}</bdi>
        }
      />
      <PersonActions person={person} />
      <Warnings person={person} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ProfileSection person={person} />
          <Stack gap="md">
            <AccountSection person={person} />
            <ProposalsSection person={person} />
          </Stack>
        </SimpleGrid>
        <ReportsSection person={person} />
        <NoticesSection person={person} />
        <AuditTrail person={person} />
      </Stack>
    </>
  );
}

/** /admin/people/:accountId: everything the console knows about one user account, on one page. */
export function PersonPage() {
  const { t } = useTranslation('console-people');
  const { t: tAdmin } = useTranslation('console');
  const { errorText } = useConsoleErrorText('console-people');
  const accountId = Number(useParams().accountId);
  const valid = Number.isInteger(accountId) && accountId > 0;
  const person = useQuery({ ...personQuery(accountId), enabled: valid });
  const missing = !valid || (person.error instanceof AppError && person.error.status === 404);
  return (
    <Stack gap={0} maw={1100}>
      <BackToSearch />
      {missing ? (
        <>
          <ConsolePageHeader title={t('person.notFoundTitle')} />
          <Alert color="yellow" variant="light">
            {t('person.notFound')}
          </Alert>
        </>
      ) : person.isError ? (
        <>
          <ConsolePageHeader title={t('person.loadingTitle')} />
          <LoadError
            onRetry={() => void person.refetch()}
            retrying={person.isFetching}
            message={errorText(person.error)}
            retryLabel={tAdmin('shell.retry')}
          />
        </>
      ) : person.data ? (
        <PersonView person={person.data} />
      ) : (
        <>
          <ConsolePageHeader title={t('person.loadingTitle')} />
          <ConsoleLoader />
        </>
      )}
    </Stack>
  );
}
