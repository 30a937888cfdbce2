// Builders of the audit API's answers for the tests, from the domain's types.
import type { AuditPage, AuditRow } from '@rishta/domain';

/** Audit row `id`: an approval by a moderator unless `patch` says otherwise. */
export const auditRow = (id: number, patch: Partial<AuditRow> = {}): AuditRow => ({
  id,
  created_on: new Date(Date.UTC(2026, 10, 20, 6, 30) + id * 60_000).toISOString(),
  actor: 'moderator@example.com',
  action: 'approve',
  subject: `profile:${id}`,
  subject_account_id: 100 + id,
  reason: null,
  before: { approval_status: 'pending' },
  after: { approval_status: 'approved' },
  ...patch,
});

/** Rows `from` down to `to` (newest first), as one page of the log. */
export const auditRows = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, i) => auditRow(from - i));

export const auditPage = (results: AuditRow[], nextBeforeId: number | null = null): AuditPage => ({
  results,
  next_before_id: nextBeforeId,
});
