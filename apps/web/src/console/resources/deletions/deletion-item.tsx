import { useId } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Ago } from '../../kit/format/ago';
import { dateTime } from '../../kit/format/format-time';
import { PersonHeading } from '../../kit/person-heading';
import { queuePage, type ItemProps } from '../../kit/queue/queue-page';
import { useDecision } from '../../kit/queue/use-decision';
import { deletionReasonKey } from './deletion-reasons';
import { deletions, type DeletionQueueItem } from './deletions';
import { EraseDialog } from './erase-dialog';

/**
 * One waiting request: who asked, why, what they wrote, since when, Overdue once it has waited
 * longer than the site allows (DELETION_OVERDUE_DAYS, decision 046); and Carry out erasure, which
 * asks for the profile code first.
 */
export function DeletionItem({ item }: ItemProps<DeletionQueueItem>) {
  const { t, i18n } = useTranslation('console-deletions');
  const titleId = useId();
  const decision = useDecision(deletions, item, { name: item.full_name, code: item.profile_code });
  const reason = deletionReasonKey(item.reason);
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <PersonHeading id={titleId} person={item}>
            {item.overdue_since && (
              <Badge
                color="red.8"
                title={t('item.overdueSince', { time: dateTime(item.overdue_since, i18n.language) })}
              >
                {t('item.overdue')}
              </Badge>
            )}
          </PersonHeading>
          <Ago iso={item.created_on} format={(age) => t('item.asked', { age })} fz="sm" c="dimmed" />
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
          <Button color="red.8" variant="outline" onClick={() => decision.open('carryOut')}>
            {t('item.carryOut')}
          </Button>
        </Group>
      </Stack>
      <EraseDialog
        opened={decision.isOpen('carryOut')}
        opening={decision.dialog?.opening ?? 0}
        item={item}
        onCancel={decision.close}
        onErase={() => decision.submit('carryOut')}
        error={decision.error}
        busy={decision.busy === 'carryOut'}
      />
    </Paper>
  );
}

export const DeletionsPage = queuePage(deletions, DeletionItem);
