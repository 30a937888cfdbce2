// Builders of the reports API's answers for the tests, from the domain's types (`patch` changes
// only what a test is about).
import type { ReportQueueResponse } from '@rishta/domain';
import type { ReportGroup, ReportedProfile } from './reports';

type Report = ReportGroup['reports'][number];

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** A reported profile with `photoCount` photos (slots 0, 1, …). */
export const reportedProfile = (
  id: number,
  patch: Partial<ReportedProfile> = {},
  photoCount = 2,
): ReportedProfile => ({
  id,
  account_id: 500 + id,
  profile_code: `RM${100000 + id}`,
  full_name: `Person ${id}`,
  slug: `person-${id}`,
  gender: 'Female',
  username: `98765${String(id).padStart(5, '0')}`,
  is_blocked: false,
  block_reason: null,
  approval_status: 'approved',
  photos: Array.from({ length: photoCount }, (_, slot) => ({
    slot,
    url: `https://media.test/staff/photo-${id}-${slot}.jpg?sig=x`,
  })),
  ...patch,
});

/** An open report made by "Reporter <id>", `hours` hours ago. */
export const staffReport = (id: number, patch: Partial<Report> = {}, hours = 48): Report => ({
  id,
  reporter: { profile_code: `RM${200000 + id}`, full_name: `Reporter ${id}` },
  reason: 'This is a broker',
  description: null,
  evidence_url: `https://media.test/staff/evidence-${id}.jpg?sig=x`,
  message: null,
  created_on: hoursAgo(hours),
  status: 'open',
  staff_note: null,
  handled_on: null,
  handled_by: null,
  ...patch,
});

export const reportGroup = (profile: ReportedProfile, reports: Report[]): ReportGroup => ({
  profile,
  reports,
});

/** The queue's answer; the counts are about open reports, as the API's are. */
export const reportQueue = (
  results: ReportGroup[],
  open: ReportGroup[] = results.filter((g) => g.reports.some((r) => r.status === 'open')),
): ReportQueueResponse => {
  const openReports = open.flatMap((g) => g.reports.filter((r) => r.status === 'open'));
  return {
    open_count: openReports.length,
    group_count: open.length,
    oldest_since: openReports.map((r) => r.created_on).sort()[0] ?? null,
    results,
  };
};

/** A message report's evidence: a greeting from the reporter, then the reported line. */
export const reportedMessage = (text: string, patch: Partial<NonNullable<Report['message']>> = {}) => ({
  kind: 'direct' as const,
  group_name: null,
  removed: false,
  evidence: [
    {
      message_id: 1,
      from: 'reporter' as const,
      sender_name: 'Reporter 1',
      text: 'Salaam',
      sent_on: hoursAgo(3),
      reported: false,
    },
    {
      message_id: 2,
      from: 'reported' as const,
      sender_name: 'Person 11',
      text,
      sent_on: hoursAgo(2),
      reported: true,
    },
  ],
  ...patch,
});
