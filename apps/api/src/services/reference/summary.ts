import { count, eq } from 'drizzle-orm';
import { CONTACT_OF, HEIGHTS, heightLabel } from '@rishta/domain';
import { accounts, profiles, type Db } from '@rishta/db';
import { listEducation, listMaritalStatuses } from './reference-lists';
import { listedProfile } from '../profiles/listed';

/** GET /summary/: the form's option lists plus the number of listed profiles. */
export async function getSummary(db: Db) {
  const [education, maritalStatus, [total]] = await Promise.all([
    listEducation(db),
    listMaritalStatuses(db),
    db
      .select({ n: count() })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .where(listedProfile),
  ]);
  return {
    education,
    marital_status: maritalStatus,
    height: HEIGHTS.map((h) => ({ name: h, label: heightLabel(h) })),
    contact_of: CONTACT_OF.map((name) => ({ name })),
    totalProfile: total?.n ?? 0,
  };
}
