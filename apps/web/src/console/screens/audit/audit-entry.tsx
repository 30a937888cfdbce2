import { Link, useSearchParams } from 'react-router';
import { Anchor, Code } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditRow } from '@rishta/domain';
import { AuditEntry } from '../../kit/audit/audit-entry';

/** A link that narrows the log to one account, keeping the other filters. */
function AccountLink({ accountId }: { accountId: number }) {
  const { t } = useTranslation('console-audit');
  const [params] = useSearchParams();
  if (params.get('account_id') === String(accountId)) return null;
  const next = new URLSearchParams(params);
  next.set('account_id', String(accountId));
  return (
    <Anchor component={Link} to={{ search: next.toString() }} fz="sm" title={t('entry.accountHint')}>
      {t('entry.account', { id: accountId })}
    </Anchor>
  );
}

/** One row of the log: the kit's audit entry, with the record it is about and its account's rows. */
export function LogEntry({ row }: { row: AuditRow }) {
  return (
    <AuditEntry
      framed
      row={row}
      testId={`audit-${row.id}`}
      subject={
        <>
          <Code dir="ltr">{row.subject}</Code>
          {row.subject_account_id !== null && <AccountLink accountId={row.subject_account_id} />}
        </>
      }
    />
  );
}
