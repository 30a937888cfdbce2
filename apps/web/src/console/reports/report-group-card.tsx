import { useId } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportAction } from '@rishta/domain';
import { HandleDialog } from './handle-dialog';
import type { ReportGroup } from './queries';
import { ACTION_KEYS, ACTIONS } from './report-labels';
import { ReportEntry } from './report-entry';
import { ReportedProfileHeader } from './reported-profile';
import { useReportActions } from './use-report-actions';

// Only the block is drawn in red: each action's dialog says what it does, and a row of coloured
// buttons would both shout and fall short of readable contrast.
const BUTTON_PROPS: Record<ReportAction, { variant: string; color?: string }> = {
  dismiss: { variant: 'default' },
  warn: { variant: 'default' },
  remove_photo: { variant: 'default' },
  block: { variant: 'filled', color: 'red.8' },
};

/** The four decisions on an open group; a photo removal needs a photo, a block an unblocked account. */
function Actions({ group, onAction }: { group: ReportGroup; onAction: (action: ReportAction) => void }) {
  const { t } = useTranslation('admin-reports');
  const available = ACTIONS.filter(
    (action) =>
      (action !== 'remove_photo' || group.profile.photos.length > 0) &&
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
 * on the open list the actions; on the handled list each report says what was done.
 */
export function ReportGroupCard({ group, open }: { group: ReportGroup; open: boolean }) {
  const { t } = useTranslation('admin-reports');
  const titleId = useId();
  const actions = useReportActions(group);
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
        {open && <Actions group={group} onAction={actions.open} />}
      </Stack>
      {open && (
        <HandleDialog
          dialog={actions.dialog}
          group={group}
          onCancel={actions.close}
          onSubmit={actions.submit}
          error={actions.error}
          busy={actions.busy}
        />
      )}
    </Paper>
  );
}
