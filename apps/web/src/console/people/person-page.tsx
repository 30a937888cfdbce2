import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppError, type PersonDetail } from '@rishta/domain';
import { LoadError } from '@/components/load-error';
import { consolePath } from '../admin-paths';
import { dateTime, timeAgo } from '../lib/format-time';
import { ConsoleLoader } from '../shell/console-loader';
import { ConsolePageHeader } from '../shell/console-page-header';
import { auditLogPath, AuditTrail } from './audit-trail';
import { BlockDialog, UnblockDialog } from './block-dialogs';
import { BackIcon } from './people-icons';
import type { PersonPageState } from './person-match-item';
import { NoticesSection, ReportsSection } from './person-activity';
import { AccountSection, ProfileSection, ProposalsSection } from './person-summary';
import { personQuery } from './queries';
import { personName, useBlockActions } from './use-block-person';
import { usePeopleErrorText } from './use-people-error-text';

/** Back to the search that led here (kept in the address), or to an empty search. */
function BackToSearch() {
  const { t } = useTranslation('admin-people');
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
  const { t } = useTranslation('admin-people');
  const actions = useBlockActions(person);
  const blocked = person.account.is_blocked;
  return (
    <Group gap="xs" mb="md">
      {blocked ? (
        <Button variant="outline" onClick={() => actions.openDialog('unblock')}>
          {t('person.unblock')}
        </Button>
      ) : (
        <Button color="red.8" onClick={() => actions.openDialog('block')}>
          {t('person.block')}
        </Button>
      )}
      <Button component={Link} to={auditLogPath(person.account_id)} variant="default">
        {t('person.auditLink')}
      </Button>
      {person.profile && (
        <Button
          component={Link}
          to={consolePath(`new-profiles/${encodeURIComponent(person.profile.profile_code)}`)}
          variant="default"
        >
          {t('person.reviewLink')}
        </Button>
      )}
      <BlockDialog
        opened={actions.open === 'block'}
        onClose={actions.close}
        onBlock={actions.block}
        error={actions.error}
        busy={actions.busy}
        name={actions.name}
      />
      <UnblockDialog
        opened={actions.open === 'unblock'}
        onClose={actions.close}
        onUnblock={actions.unblock}
        error={actions.error}
        busy={actions.busy}
        name={actions.name}
      />
    </Group>
  );
}

/** What a moderator must know before anything else: the account is blocked, or asked to be deleted. */
function Warnings({ person }: { person: PersonDetail }) {
  const { t, i18n } = useTranslation('admin-people');
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
          <Text fz="sm" title={dateTime(deletion.created_on, i18n.language)}>
            {t('person.deletionText', { when: timeAgo(deletion.created_on, i18n.language) })}
          </Text>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('person.deletionReason')} <bdi>{deletion.reason}</bdi>
          </Text>
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
  const { t } = useTranslation('admin-people');
  const { t: tAdmin } = useTranslation('admin');
  const errorText = usePeopleErrorText();
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
