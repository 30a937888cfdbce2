// Builders of the people API's answers for the tests, from the domain's types (`patch` changes
// only what a test is about).
import type { AuditRow, PersonDetail } from '@rishta/domain';
import type { PersonMatch } from './queries';

export const personMatch = (id: number, patch: Partial<PersonMatch> = {}): PersonMatch => ({
  account_id: id,
  username: `98765${String(id).padStart(5, '0')}`,
  profile_code: `RM${100000 + id}`,
  full_name: `Person ${id}`,
  gender: 'Female',
  approval_status: 'approved',
  verification_status: 'Not Verified',
  is_blocked: false,
  created_on: new Date(Date.now() - 30 * 86_400_000).toISOString(),
  ...patch,
});

export const auditRow = (id: number, patch: Partial<AuditRow> = {}): AuditRow => ({
  id,
  created_on: new Date(Date.now() - id * 3_600_000).toISOString(),
  actor: 'moderator@example.com',
  action: 'profile.approve',
  subject: 'profile:7',
  subject_account_id: 7,
  reason: null,
  before: { approval_status: 'pending' },
  after: { approval_status: 'approved' },
  ...patch,
});

/** One user account as the person page gets it: an approved profile with a little history. */
export const personDetail = (patch: Partial<PersonDetail> = {}): PersonDetail => ({
  account_id: 7,
  account: {
    username: '9876500007',
    created_on: '2025-06-01T10:00:00.000Z',
    last_login_at: '2025-12-30T08:00:00.000Z',
    is_blocked: false,
    block_reason: null,
  },
  profile: {
    profile_code: 'RM100007',
    slug: 'ayesha-khan-rm100007',
    full_name: 'Ayesha Khan',
    gender: 'Female',
    date_of_birth: '1998-04-12',
    city: 'Lucknow',
    approval_status: 'approved',
    verification_status: 'Verified',
    listed: true,
    last_active: '2025-12-30T08:00:00.000Z',
    deletion_request: null,
  },
  proposals: { sent: 4, received: 9, accepted: 2 },
  reports: {
    about: {
      count: 2,
      latest: [
        { id: 21, reason: 'Asked me for money.', status: 'open', created_on: '2025-12-29T10:00:00.000Z' },
        { id: 20, reason: 'Fake photo.', status: 'dismissed', created_on: '2025-12-01T10:00:00.000Z' },
      ],
    },
    by: { count: 0, latest: [] },
  },
  notices: [
    {
      id: 3,
      message: 'Please do not share your phone number in your profile text.',
      created_on: '2025-12-02T10:00:00.000Z',
      read_on: null,
    },
  ],
  flags: [],
  audit: [
    auditRow(2, {
      action: 'report.warn',
      subject: 'report:20',
      reason: 'First warning.',
      before: null,
      after: { status: 'warned' },
    }),
    auditRow(1),
  ],
  ...patch,
});
