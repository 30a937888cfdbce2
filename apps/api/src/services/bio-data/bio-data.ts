import { eq } from 'drizzle-orm';
import { accounts, profiles, type Db } from '@rishta/db';
import type { LanguageCode } from '@rishta/domain';
import { notFound } from '../../lib/http-error';
import { proposalsWith } from '../contact/contact-access';
import { decideContact } from '../contact/contact-quota';
import type { BioDataRenderer } from './render-pool';

/**
 * The bio-data PDF of `slug` for the viewer a signed link was made for. Visibility is judged
 * again now, not when the link was made: a blocked viewer or an unlisted profile gets 404, and
 * the contact details follow the contact rule at this moment (DESIGN.md §5.3). `lang` only picks
 * the language of the PDF's labels and notes.
 */
export async function bioDataPdf(
  db: Db,
  renderer: BioDataRenderer,
  slug: string,
  viewerProfileId: number,
  now: Date,
  lang: LanguageCode,
): Promise<{ pdf: Buffer; profileCode: string }> {
  const load = (where: ReturnType<typeof eq>) =>
    db
      .select({ profile: profiles, account: accounts })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .where(where)
      .limit(1);
  const [[found], [viewerRow]] = await Promise.all([
    load(eq(profiles.slug, slug)),
    load(eq(profiles.id, viewerProfileId)),
  ]);
  if (!found || !viewerRow || viewerRow.account.isBlocked) throw notFound('noProfileFound');
  const row = found.profile;
  const isOwner = row.id === viewerProfileId;
  // `listed` is the one definition (approved, active, account not blocked), kept by a trigger.
  if (!row.listed && !isOwner) throw notFound('noProfileFound');

  const viewer = {
    accountId: viewerRow.account.id,
    profileId: viewerRow.profile.id,
    listed: viewerRow.profile.listed,
  };
  const between = (await proposalsWith(db, viewer.profileId, [row.id])).get(row.id) ?? [];
  const contact = isOwner
    ? ({ visible: true, basis: 'owner' } as const)
    : await decideContact(db, viewer, row, between, now);
  const pdf = await renderer.render({
    profile: row,
    showContact: contact.visible,
    hiddenReason: contact.visible ? null : contact.reason,
    now,
    lang,
  });
  return { pdf, profileCode: row.profileCode };
}
