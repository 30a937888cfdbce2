import { asc, eq, notInArray } from 'drizzle-orm';
import { accounts, profiles } from '@rishta/db';
import { signedInStaff, type TestStaff } from './staff';
import { createTestApp, demoPair, person, type TestContext, type TestPerson } from './test-app';

export interface ModerationScene {
  ctx: TestContext;
  moderator: TestStaff;
  man: TestPerson;
  woman: TestPerson;
  /** The seeded profiles other than the demo pair, in id order, each logged in. */
  others: TestPerson[];
}

/**
 * What a moderation test starts from: an app seeded with `seeded` profiles (the demo pair among
 * them), a signed-in moderator, and every seeded person logged in.
 */
export async function moderationScene(seeded: number): Promise<ModerationScene> {
  const ctx = await createTestApp({ profiles: seeded });
  const moderator = await signedInStaff(ctx, 'moderator');
  const { man, woman } = await demoPair(ctx.handle);
  const rest = await ctx.handle.db
    .select({ username: accounts.username })
    .from(accounts)
    .innerJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(notInArray(accounts.username, [man.username, woman.username]))
    .orderBy(asc(profiles.id));
  const others = await Promise.all(rest.map((row) => person(ctx.handle, row.username)));
  return { ctx, moderator, man, woman, others };
}
