import { canRequestDeletion, deleteRequestSchema, fieldIssuesOf } from '@rishta/domain';
import { deletionRequests, type Db } from '@rishta/db';
import { AppError, badRequest } from '../../lib/http-error';
import type { ProfileRow } from '../profiles/profile-access';

/** The wire names of PATCH /profiles/update/{id}/ for the form's `reason` and `other_reason`. */
const WIRE_FIELD: Record<string, string> = { reason: 'reason_to_delete', other_reason: 'details' };

/**
 * The owner's request to delete their profile (SPEC.md §4, §5): `reason_to_delete` from
 * DELETION_REASONS and `details` (required for 'Others', at most 2000). Profiles younger than
 * 7 days are refused with the spec's message. One request per profile: asking again changes
 * nothing. An admin carries it out later (DESIGN.md §5.8).
 */
export async function requestDeletion(
  db: Db,
  row: ProfileRow,
  body: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const parsed = deleteRequestSchema.safeParse({ reason: body.reason_to_delete, other_reason: body.details });
  if (!parsed.success) {
    const fields = fieldIssuesOf(parsed.error.issues);
    throw AppError.fields(
      Object.fromEntries(Object.entries(fields).map(([f, list]) => [WIRE_FIELD[f] ?? f, list])),
    );
  }
  if (!canRequestDeletion(row.createdOn, now)) throw badRequest('deleteTooSoon');
  const details = parsed.data.other_reason?.trim() || null;
  await db
    .insert(deletionRequests)
    // By the app clock, as the overdue mark that is judged against it (decision 046).
    .values({ profileId: row.id, reason: parsed.data.reason, details, createdAt: now })
    .onConflictDoNothing({ target: deletionRequests.profileId });
}
