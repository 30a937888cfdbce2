import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppError, type HandleReportsRequest, type ReportAction } from '@rishta/domain';
import { notify } from '@/lib/notify';
import { ADMIN_KEY } from '../lib/staff-queries';
import type { DialogState } from './handle-dialog';
import { useHandleReports, type ReportGroup } from './queries';
import { ACTION_KEYS } from './report-labels';
import { useReportsErrorText } from './use-reports-error-text';

/**
 * What a reported profile's card does: opens the dialog of an action, sends the decision, and
 * says how it went. A refusal stays in the dialog with what was typed, except "no open reports"
 * (another moderator was quicker): that closes it, says so, and the lists refresh.
 */
export function useReportActions(group: ReportGroup) {
  const { t } = useTranslation('admin-reports');
  const errorText = useReportsErrorText();
  const queryClient = useQueryClient();
  const handle = useHandleReports();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const names = { name: group.profile.full_name, code: group.profile.profile_code };

  const close = () => setDialog((d) => (d ? { ...d, opened: false } : d));

  const submit = async (body: HandleReportsRequest) => {
    setError(null);
    try {
      await handle.mutateAsync({ group, body });
      close();
      notify({
        color: 'rishta',
        title: t('done.title'),
        message: t(`done.${ACTION_KEYS[body.action]}`, names),
      });
    } catch (failure) {
      if (failure instanceof AppError && failure.is('noOpenReports')) {
        close();
        notify({ color: 'red', title: t('done.failedTitle'), message: errorText(failure) });
        void queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, 'reports'] });
        return;
      }
      setError(errorText(failure));
    }
  };

  return {
    dialog,
    open: (action: ReportAction) => {
      setError(null);
      setDialog((d) => ({ action, opened: true, opening: (d?.opening ?? 0) + 1 }));
    },
    close,
    submit,
    error,
    busy: handle.isPending,
  };
}
