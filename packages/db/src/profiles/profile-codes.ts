import { formatProfileCode } from '@rishta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { profiles } from '../schema/index';

/** Profile codes are 'RM' + (100000 + id): RM100001 for the first profile. */
export const PROFILE_CODE_BASE = 100_000;

/**
 * Hands out profile codes for reserved ids: normally RM(100000 + id), but never at or below a code
 * already in the table (an import or an admin edit could have taken one), so codes stay unique
 * and increasing.
 */
export interface ProfileCodeAllocator {
  /** The code for a freshly reserved id. */
  next(id: number): string;
  /** The number of the last code handed out or found in the table (0 for an empty table). */
  readonly lastNumber: number;
}

export async function createProfileCodeAllocator(db: Db): Promise<ProfileCodeAllocator> {
  const [row] = await db
    .select({
      max: sql<number>`coalesce(max(substring(${profiles.profileCode} from 3)::bigint), 0)`.mapWith(Number),
    })
    .from(profiles)
    .where(sql`${profiles.profileCode} ~ '^RM[0-9]+$'`);
  let last = row?.max ?? 0;
  return {
    next(id: number) {
      last = Math.max(PROFILE_CODE_BASE + id, last + 1);
      return formatProfileCode(last);
    },
    get lastNumber() {
      return last;
    },
  };
}

/** 'Mohd Arif Khan' + 'RM100023' → 'mohd-arif-khan-rm100023'. */
export function profileSlug(fullName: string, profileCode: string): string {
  const name = fullName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return name ? `${name}-${profileCode.toLowerCase()}` : profileCode.toLowerCase();
}
