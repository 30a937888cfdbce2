import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../api/staff-queries';
import { SignOutIcon } from './icons';
import { useStaffIdentity } from './use-staff-role';

/** Who is signed in and as what, and Sign out, at the foot of the sidebar. */
export function StaffCard() {
  const { t } = useTranslation('console');
  const identity = useStaffIdentity();
  const signOut = useSignOut();
  if (!identity) return null;
  return (
    <Stack gap="xs" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Text fz="xs" c="dimmed">
        {t('shell.signedInAs')}
      </Text>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text fz="sm" fw={600} truncate="end" dir="ltr" title={identity.username}>
          {identity.username}
        </Text>
        <Badge variant="light" color={identity.role === 'admin' ? 'grape' : 'blue'} style={{ flexShrink: 0 }}>
          {t(`roles.${identity.role}`)}
        </Badge>
      </Group>
      <Button
        variant="default"
        leftSection={<SignOutIcon size={16} />}
        onClick={() => signOut.mutate()}
        loading={signOut.isPending}
        fullWidth
      >
        {t('shell.signOut')}
      </Button>
    </Stack>
  );
}
