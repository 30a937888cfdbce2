import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatGroup } from '@rishta/domain';
import { dayAndTime } from '../lib/date-labels';

/**
 * Why the caller cannot post in a group (issue 32): a mute until a time, a ban, or a closed
 * group, with the reason staff wrote for the member. Shown where the message box would be (and
 * for a ban, in place of the group), so the member is told why rather than just refused.
 */
export function GroupStanding({ group }: { group: ChatGroup }) {
  const { t, i18n } = useTranslation('chat');
  const restriction = group.my_restriction;
  if (!restriction && !group.archived) return null;
  const title = restriction
    ? restriction.kind === 'mute' && restriction.until
      ? t('groups.standing.mutedUntil', { until: dayAndTime(restriction.until, i18n.language) })
      : t('groups.standing.banned')
    : t('groups.standing.archived');
  return (
    <Box
      role="status"
      px="md"
      py="sm"
      bg={restriction ? 'orange.0' : 'gray.1'}
      data-testid="group-standing"
      style={{
        borderTop: `3px solid var(--mantine-color-${restriction ? 'orange-7' : 'gray-6'})`,
      }}
    >
      <Text fw={700} c="dark.9">
        {title}
      </Text>
      {restriction ? (
        <>
          <Text fz="sm" fw={600} c="dark.8" mt={4}>
            {t('groups.standing.reason')}
          </Text>
          <Text fz="sm" c="dark.8" dir="auto" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {restriction.reason}
          </Text>
        </>
      ) : (
        <Text fz="sm" c="dark.8">
          {t('groups.standing.archivedText')}
        </Text>
      )}
    </Box>
  );
}
