import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/lib/use-message';
import { NoticeDialog } from './notice-dialog';
import { ReportMessageDialog, type ReportTarget } from './report-message-dialog';

/**
 * Reporting a message from a chat pane (issue 32): `report(target)` opens the form; once sent,
 * a thank-you says the team will look at it and, when the sender was blocked in the same step,
 * what that means. `onBlocked` lets the pane refresh what a block changes.
 */
export function useReportMessage(onBlocked: () => void): {
  report: (target: ReportTarget) => void;
  dialogs: ReactNode;
} {
  const { t } = useTranslation('chat');
  const message = useMessage();
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);

  const done = (blocked: boolean) => {
    const name = target?.senderName ?? '';
    setTarget(null);
    setThanks(
      blocked
        ? `${message('messageReported')} ${t('conversation.blockedDetail', { name })}`
        : message('messageReported'),
    );
    if (blocked) onBlocked();
  };

  return {
    report: setTarget,
    dialogs: (
      <>
        <ReportMessageDialog target={target} onClose={() => setTarget(null)} onDone={done} />
        <NoticeDialog
          opened={thanks !== null}
          title={t('report.sentTitle')}
          text={thanks ?? undefined}
          onClose={() => setThanks(null)}
        />
      </>
    ),
  };
}
