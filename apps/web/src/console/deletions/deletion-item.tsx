import { useId } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTime, timeAgo } from '../lib/format-time';
import { deletionReasonKey } from './deletion-reasons';
import { EraseDialog } from './erase-dialog';
import type { DeletionQueueItem } from './queries';
import { useErasure } from './use-erasure';

/**
 * One waiting request: who asked, why, what they wrote, since when, Overdue once it has waited
 * longer than the site allows (DELETION_OVERDUE_DAYS, decision 046); and Carry out erasure.
 */
export function DeletionItem({ item }: { item: DeletionQueueItem }) {
  const { t, i18n } = useTranslation('admin-deletions');
  const titleId = useId();
  const erasure = useErasure(item);
  const reason = deletionReasonKey(item.reason);
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text id={titleId} component="h2" fw={600} fz="lg" m={0}>
              <bdi>{item.full_name}</bdi>
            </Text>
            <Badge variant="outline" color="gray.7" dir="ltr" tt="none">
              {item.profile_code}
            </Badge>
            {item.overdue_since && (
              <Badge
                color="red.8"
                title={t('item.overdueSince', { time: dateTime(item.overdue_since, i18n.language) })}
              >
                {t('item.overdue')}
              </Badge>
            )}
          </Group>
          <Text fz="sm" c="dimmed" title={dateTime(item.created_on, i18n.language)}>
            {t('item.asked', { age: timeAgo(item.created_on, i18n.language) })}
          </Text>
        </Group>
        <Text fz="sm">
          <Text span fz="sm" fw={600}>
            {t('item.reason')}:
          </Text>{' '}
          {reason ? t(reason) : <bdi>{item.reason}</bdi>}
        </Text>
        {item.details && (
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <bdi>{item.details}</bdi>
          </Text>
        )}
        <Group justify="flex-end">
          <Button color="red.8" variant="outline" onClick={erasure.open}>
            {t('item.carryOut')}
          </Button>
        </Group>
      </Stack>
      <EraseDialog
        opened={erasure.opened}
        opening={erasure.opening}
        item={item}
        onCancel={erasure.close}
        onErase={erasure.erase}
        error={erasure.error}
        busy={erasure.busy}
      />
    </Paper>
  );
}
