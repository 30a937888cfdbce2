import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@rishta/domain';
import { LoadError } from '@/components/load-error';
import { ConsoleLoader } from '../../kit/shell/console-loader';
import { ConsolePageHeader } from '../../kit/shell/console-page-header';
import { consolePath } from '../../kit/shell/console-paths';
import { useConsoleErrorText } from '../../kit/use-console-error-text';
import { staffGroupsQuery } from './queries';

/**
 * /admin/groups: the group forum's groups for moderators (issue 32), each with its members,
 * admins and the restrictions in force; a group's page has its members and latest messages.
 * Adding, renaming, describing and closing groups are an admin's content (Content → Chat groups).
 */
export function GroupsPage() {
  const { t } = useTranslation('console-groups');
  const { t: tConsole } = useTranslation('console');
  const { errorText } = useConsoleErrorText('console-groups');
  const groups = useQuery(staffGroupsQuery());
  return (
    <>
      <ConsolePageHeader title={t('title')} description={t('description')} />
      {groups.isPending ? (
        <ConsoleLoader />
      ) : groups.isError ? (
        <LoadError
          onRetry={() => void groups.refetch()}
          retrying={groups.isFetching}
          message={errorText(groups.error)}
          retryLabel={tConsole('shell.retry')}
        />
      ) : groups.data.results.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center" role="status">
          {t('none')}
        </Paper>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {groups.data.results.map((group) => (
            <Paper component="li" key={group.id} withBorder radius="md" p="md">
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
                  <Group gap="xs">
                    <Anchor component={Link} to={consolePath(`groups/${group.id}`)} fw={700} fz="lg">
                      <bdi>{group.group_name}</bdi>
                    </Anchor>
                    {group.archived && (
                      <Badge color="gray.7" variant="filled">
                        {t('archived')}
                      </Badge>
                    )}
                  </Group>
                  <Text fz="sm" c="dimmed" dir="auto" lineClamp={2}>
                    {group.description}
                  </Text>
                </Stack>
                <Text fz="sm" c="dimmed">
                  {t('counts', {
                    members: formatCount(group.member_count),
                    admins: formatCount(group.admin_count),
                    restricted: formatCount(group.restricted_count),
                  })}
                </Text>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </>
  );
}
