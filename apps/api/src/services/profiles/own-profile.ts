import { eq } from 'drizzle-orm';
import type { Profile } from '@rishta/domain';
import { accounts, type Db } from '@rishta/db';
import type { MediaUrls } from '../../lib/media-urls';
import type { ProfileRow } from './profile-access';
import { viewCountOf } from './view-count';
import { contactFields, photoFields, publicProfileFields } from './profile-fields';

/**
 * The profile as its owner sees it: every own field, contact details included (the owner may
 * always see them, DESIGN.md §5.3), and the photos as signed URLs by slot (photo_1 is slot 0).
 */
export async function toOwnProfile(db: Db, urls: MediaUrls, row: ProfileRow, now: Date): Promise<Profile> {
  const [[account], views] = await Promise.all([
    db.select({ username: accounts.username }).from(accounts).where(eq(accounts.id, row.accountId)),
    viewCountOf(db, row.id),
  ]);
  return {
    ...publicProfileFields(row, now),
    ...contactFields(row),
    ...(await photoFields(db, urls, row, { blur: false })),
    username: account?.username,
    verification_remarks: row.verificationRemarks,
    view_count: views,
    approval_status: row.approvalStatus,
    is_active: row.isActive,
    // Stored as jsonb, served as JSON text (SPEC.md §3 wire format).
    expectation_proposal: row.expectationProposal == null ? null : JSON.stringify(row.expectationProposal),
  };
}
