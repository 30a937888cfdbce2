import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Badge, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@rishta/domain';
import { LoadError } from '@/components/load-error';
import { ConsoleLoader } from '../../kit/shell/console-loader';
import { ConsolePageHeader } from '../../kit/shell/console-page-header';
import { consolePath } from '../../kit/shell/console-paths';
import { useConsoleErrorText } from '../../kit/use-console-error-text';
import { MemberRow } from './member-row';
import { MessageRow } from './message-row';
import { staffGroupQuery } from './queries';

/**
 * /admin/groups/:id: one group's members (admins first, then the people restricted in it) and
 * its latest messages, each with the moderator's actions (issue 32). Group messages are read by
 * every verified member, so staff may read them here; direct messages never appear here.
 */
export function GroupPage() {
  const { t } = useTranslation('console-groups');
  const { t: tConsole } = useTranslation('console');
  const { errorText } = useConsoleErrorText('console-groups');
  const id = Number(useParams().id);
  const detail = useQuery(staffGroupQuery(id));
  if (detail.isPending) return <ConsoleLoader />;
  if (detail.isError) {
    return (
      <LoadError
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
        message={errorText(detail.error)}
        retryLabel={tConsole('shell.retry')}
      />
    );
  }
  const { group, members, messages } = detail.data;
  return (
    <>
      <Anchor component={Link} to={consolePath('groups')} fz="sm">
        {t('back')}
      </Anchor>
      <ConsolePageHeader
        title={group.group_name}
        description={
          <>
            {group.archived && (
              <Badge color="gray.7" variant="filled" me="xs" component="span">
                {t('archived')}
              </Badge>
            )}
            {t('counts', {
              members: formatCount(group.member_count),
              admins: formatCount(group.admin_count),
              restricted: formatCount(group.restricted_count),
            })}
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper component="section" withBorder radius="md" p="md" aria-labelledby="group-members">
          <Title order={2} fz="lg" id="group-members" mb="xs">
            {t('members')}
          </Title>
          {members.length === 0 ? (
            <Text c="dimmed">{t('noMembers')}</Text>
          ) : (
            <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
              {members.map((member) => (
                <MemberRow key={member.profile_id} groupId={group.id} member={member} />
              ))}
            </Stack>
          )}
        </Paper>
        <Paper component="section" withBorder radius="md" p="md" aria-labelledby="group-messages">
          <Title order={2} fz="lg" id="group-messages" mb="xs">
            {t('messages')}
          </Title>
          {messages.length === 0 ? (
            <Text c="dimmed">{t('noMessages')}</Text>
          ) : (
            <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
              {messages.map((message) => (
                <MessageRow key={message.message_id} groupId={group.id} message={message} />
              ))}
            </Stack>
          )}
        </Paper>
      </SimpleGrid>
    </>
  );
}
