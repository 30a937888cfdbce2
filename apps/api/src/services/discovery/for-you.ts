import { and, eq, exists, not, sql, type SQL } from 'drizzle-orm';
import { ageFromBirth, forYouFilters, parseExpectation, type ProfileListQuery } from '@rishta/domain';
import { blocks, profiles, proposals, type Db } from '@rishta/db';
import { notFound } from '../../lib/http-error';
import type { MediaUrls } from '../../lib/media-urls';
import type { Viewer } from '../accounts/viewer';
import { listProfiles, type ProfilePage } from './list-profiles';

/** People the viewer already has a proposal with (either way) or a block with (either way). */
function alreadyDealtWith(viewerId: number): SQL {
  const proposed = exists(
    sql`(select 1 from ${proposals} where (${proposals.senderId} = ${viewerId} and ${proposals.receiverId} = ${profiles.id}) or (${proposals.receiverId} = ${viewerId} and ${proposals.senderId} = ${profiles.id}))`,
  );
  const blocked = exists(
    sql`(select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${profiles.id}) or (${blocks.blockedId} = ${viewerId} and ${blocks.blockerId} = ${profiles.id}))`,
  );
  return and(not(proposed), not(blocked))!;
}

/**
 * 'For you' (issue 11 item 13): the list API's variant for the landing page after login. The
 * filters come from the viewer's stored expectation or their own state and age (domain
 * `forYouFilters`), newest first on the same listed-by-date index as the other variants. When the
 * viewer's state gives nobody yet, the state is dropped rather than showing an empty page.
 */
export async function forYou(
  db: Db,
  urls: MediaUrls,
  viewer: Viewer,
  query: ProfileListQuery,
  now: Date,
): Promise<ProfilePage> {
  if (viewer.profileId === null) throw notFound();
  const [own] = await db.select().from(profiles).where(eq(profiles.id, viewer.profileId)).limit(1);
  if (!own) throw notFound();
  const stored = own.expectationProposal == null ? null : JSON.stringify(own.expectationProposal);
  const filters = forYouFilters(
    { gender: own.gender, age: ageFromBirth(own.yearOfBirth, own.monthOfBirth, now), state: own.state },
    stored ? parseExpectation(stored) : null,
  );
  const exclude = alreadyDealtWith(own.id);
  const base: ProfileListQuery = { page: query.page, limit: query.limit };
  const page = await listProfiles(db, urls, viewer, { ...base, ...filters }, now, { extra: exclude });
  if (page.count > 0 || !filters.state__in) return page;
  return listProfiles(db, urls, viewer, { ...base, ...filters, state__in: undefined }, now, {
    extra: exclude,
  });
}
