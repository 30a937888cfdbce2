import { useId } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportAction } from '@rishta/domain';
import { queuePage, type ItemProps } from '../../kit/queue/queue-page';
import { useDecision } from '../../kit/queue/use-decision';
import { HandleDialog } from './handle-dialog';
import { reports, type ReportGroup } from './reports';
import { ACTION_KEYS, ACTIONS } from './report-labels';
import { ReportEntry } from './report-entry';
import { ReportedProfileHeader } from './reported-profile';

// Only the block is drawn in red: each action's dialog says what it does, and a row of coloured
// buttons would both shout and fall short of readable contrast.
const BUTTON_PROPS: Record<ReportAction, { variant: string; color?: string }> = {
  dismiss: { variant: 'default' },
  warn: { variant: 'default' },
  remove_photo: { variant: 'default' },
  remove_message: { variant: 'default' },
  block: { variant: 'filled', color: 'red.8' },
};

/**
 * The decisions on an open group: a photo removal needs a photo, a message removal a reported
 * message not yet removed, a block an unblocked account.
 */
function Actions({ group, onAction }: { group: ReportGroup; onAction: (action: ReportAction) => void }) {
  const { t } = useTranslation('console-reports');
  const available = ACTIONS.filter(
    (action) =>
      (action !== 'remove_photo' || group.profile.photos.length > 0) &&
      (action !== 'remove_message' || group.reports.some((r) => r.message && !r.message.removed)) &&
      (action !== 'block' || !group.profile.is_blocked),
  );
  return (
    <Group gap="xs" justify="flex-end">
      {available.map((action) => (
        <Button key={action} {...BUTTON_PROPS[action]} onClick={() => onAction(action)}>
          {t(`actions.${ACTION_KEYS[action]}`)}
        </Button>
      ))}
    </Group>
  );
}

/**
 * One reported profile with every report about it (several reports are decided together), and
 * on the open list the actions, each through its dialog; on the handled list each report says
 * what was done. Another moderator handling them first closes the dialog and says so.
 */
export function ReportGroupCard({ item: group, status }: ItemProps<ReportGroup>) {
  const { t } = useTranslation('console-reports');
  const titleId = useId();
  const open = status === 'open';
  const decision = useDecision<ReportGroup, ReportAction>(reports, group, {
    name: group.profile.full_name,
    code: group.profile.profile_code,
  });
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <ReportedProfileHeader profile={group.profile} titleId={titleId} />
        <Stack gap={0}>
          <Text component="h3" fz="sm" fw={700} m={0} mb={4}>
            {open
              ? t('group.openReports', { count: group.reports.length })
              : t('group.handledReports', { count: group.reports.length })}
          </Text>
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {group.reports.map((report) => (
              <ReportEntry key={report.id} report={report} />
            ))}
          </Stack>
        </Stack>
        {open && <Actions group={group} onAction={decision.open} />}
      </Stack>
      {open && (
        <HandleDialog
          dialog={decision.dialog}
          group={group}
          onCancel={decision.close}
          onSubmit={(body) => decision.submit(body.action, body)}
          error={decision.error}
          busy={decision.busy !== null}
        />
      )}
    </Paper>
  );
}

export const ReportsPage = queuePage(reports, ReportGroupCard);
