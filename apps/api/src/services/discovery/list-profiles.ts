import { count, desc, eq } from 'drizzle-orm';
import { MAX_LIMIT, PAGE_SIZE, type ProfileCard, type ProfileListQuery } from '@rishta/domain';
import { accounts, profiles, type Db } from '@rishta/db';
import type { MediaUrls } from '../../plugins/media';
import type { Viewer } from '../../plugins/auth';
import { toProfileCards } from '../profiles/profile-card';
import { profileListWhere } from './list-filters';

export interface ProfilePage {
  count: number;
  page: number;
  limit: number;
  results: ProfileCard[];
}

/**
 * One page of GET /profiles/list/. Newest profiles first unless `ordering=-last_active`: newest
 * first is what the new-profiles variant asks for, and it keeps pages stable while people browse
 * (last_active changes on every visit, which would reshuffle the pages).
 */
export async function listProfiles(
  db: Db,
  urls: MediaUrls,
  viewer: Viewer | null,
  query: ProfileListQuery,
  now: Date,
): Promise<ProfilePage> {
  const limit = Math.min(query.limit ?? PAGE_SIZE, MAX_LIMIT);
  const where = profileListWhere(viewer, query, now);
  const order =
    query.ordering === '-last_active'
      ? [desc(profiles.lastActive), desc(profiles.id)]
      : [desc(profiles.createdOn), desc(profiles.id)];

  const [rows, [total]] = await Promise.all([
    db
      .select({ profile: profiles })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((query.page - 1) * limit),
    db
      .select({ n: count() })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .where(where),
  ]);
  const results = await toProfileCards(
    db,
    urls,
    viewer,
    rows.map((r) => r.profile),
    now,
  );
  return { count: total?.n ?? 0, page: query.page, limit, results };
}
