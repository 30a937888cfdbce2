// The verification queue's answers for the tests (GET /admin/verifications/), from the domain's
// types; `patch` changes only what a test is about.
import type { VerificationQueue, WaitingDocument } from './verification';

/** One waiting document, sent `10 - id` days ago (so lower ids are older). */
export const waitingDocument = (id: number, patch: Partial<WaitingDocument> = {}): WaitingDocument => ({
  profile_code: `RM${100000 + id}`,
  full_name: `Person ${id}`,
  date_of_birth: '1996-01-01',
  gender: 'Male',
  city: 'Lucknow',
  document_url: `/api/media/documents/${id}.jpg?e=1&s=a`,
  document_mime_type: 'image/jpeg',
  uploaded_on: new Date(Date.now() - (10 - id) * 86_400_000).toISOString(),
  photo_url: `/api/media/photos/${id}.jpg?e=1&s=a`,
  ...patch,
});

export const verificationQueue = (results: WaitingDocument[], count = results.length): VerificationQueue => ({
  count,
  oldest_since: results[0]?.uploaded_on ?? null,
  results,
});
