import { useQuery } from '@tanstack/react-query';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { ConsoleLoader } from '../../kit/shell/console-loader';
import { ConsolePageHeader } from '../../kit/shell/console-page-header';
import { useStaffIdentity } from '../../kit/shell/use-staff-role';
import { useConsoleErrorText } from '../../kit/use-console-error-text';
import { AddStaffDialog } from './add-staff-dialog';
import { MemberItem } from './member-item';
import { staffListQuery } from './queries';

/** The team, oldest account first, each with what an admin can do to it. */
function StaffMembers() {
  const { t } = useTranslation('console-team');
  const { t: tAdmin } = useTranslation('console');
  const { errorText } = useConsoleErrorText('console-team');
  const identity = useStaffIdentity();
  const staff = useQuery(staffListQuery());
  if (staff.isPending) return <ConsoleLoader />;
  if (staff.isError) {
    return (
      <LoadError
        onRetry={() => void staff.refetch()}
        retrying={staff.isFetching}
        message={errorText(staff.error)}
        retryLabel={tAdmin('shell.retry')}
      />
    );
  }
  if (staff.data.results.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" ta="center" role="status">
        <Text c="dimmed">{t('list.empty')}</Text>
      </Paper>
    );
  }
  return (
    <Stack component="ul" gap="sm" m={0} p={0} aria-label={t('list.members')}>
      {staff.data.results.map((member) => (
        <MemberItem
          key={member.account_id}
          member={member}
          // Staff usernames are compared as sign-in does: in any letter case.
          isYou={member.username.toLowerCase() === identity?.username.toLowerCase()}
        />
      ))}
    </Stack>
  );
}

/** /admin/staff (admins only): the moderation team's accounts, adding one, and their access. */
export function TeamPage() {
  const { t } = useTranslation('console-team');
  const [adding, add] = useDisclosure(false);
  return (
    <Stack gap={0} maw={900}>
      <ConsolePageHeader title={t('list.title')} description={t('list.intro')} />
      <Group justify="flex-end" mb="md">
        <Button onClick={add.open}>{t('list.add')}</Button>
      </Group>
      <StaffMembers />
      <AddStaffDialog opened={adding} onClose={add.close} />
    </Stack>
  );
}
