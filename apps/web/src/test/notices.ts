// Builders of the moderation answers a user sees (issue 13): notices sent to them, reports they made.
import type { MyNoticesResponse, MyReportsResponse, Notice } from '@rishta/domain';

type MyReport = MyReportsResponse['results'][number];

/** One notice as GET /profiles/me/notices/ lists it; `patch` changes only what a test is about. */
export const notice = (id: number, patch: Partial<Notice> = {}): Notice => ({
  id,
  message: `Notice ${id}`,
  created_on: '2026-04-10T07:00:00.000Z',
  read: false,
  ...patch,
});

/** The notices answer, its counts computed from the list. */
export const noticeList = (results: Notice[]): MyNoticesResponse => ({
  count: results.length,
  unread_count: results.filter((n) => !n.read).length,
  results,
});

/** One of the caller's reports, still open unless `patch` says otherwise. */
export const myReport = (id: number, patch: Partial<MyReport> = {}): MyReport => ({
  id,
  profile_code: `RM${100000 + id}`,
  full_name: `Person ${id}`,
  reason: 'This is a broker',
  created_on: '2026-04-08T10:00:00.000Z',
  handled: false,
  handled_on: null,
  ...patch,
});

export const reportList = (results: MyReport[]): MyReportsResponse => ({ count: results.length, results });
