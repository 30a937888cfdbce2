import { eq, sql } from 'drizzle-orm';
import {
  canRequestDeletion,
  deletionPossibleFrom,
  type Profile,
  type ProfileDetail,
  type ProposalBetween,
} from '@rishta/domain';
import { deletionRequests, photos as photoTable, profiles, type Db } from '@rishta/db';
import type { MediaUrls } from '../../lib/media-urls';
import type { Viewer } from '../accounts/viewer';
import { notFound } from '../../lib/http-error';
import type { ProfileRow } from '../profiles/profile-access';
import { mustBlurPhotos } from '../profiles/profile-card';
import { toOwnProfile } from '../profiles/own-profile';
import {
  contactFields,
  photoFieldsOf,
  publicProfileFields,
  type PhotoKeys,
} from '../profiles/profile-fields';
import type { PairProposal } from '../contact/contact-access';
import { decideContact } from '../contact/contact-quota';
import { recordVisit } from './record-visit';
import { pairFacts } from './pair-facts';
import type { BioDataLinks } from '../bio-data/bio-data-link';
import { markProposalOpened } from '../proposals/opened';
import { proposalCounts } from '../proposals/proposal-counts';
import { fromJson } from '../../lib/sql-values';

/** The proposals each way between the viewer and this profile, as the detail page shows them. */
function proposalBetween(
  viewerId: number,
  profileId: number,
  between: readonly PairProposal[],
): ProposalBetween {
  const pick = (sender: number, receiver: number) => {
    const p = between.find((x) => x.senderId === sender && x.receiverId === receiver);
    return p ? { id: p.id, status: p.status } : null;
  };
  return { sent: pick(viewerId, profileId), received: pick(profileId, viewerId) };
}

/**
 * Another person's profile: the fields of SPEC.md §3 without the owner-only ones (username,
 * view_count, verification_remarks, approval, expectation) and, unless `showContact`, without the
 * contact keys at all, so nothing in the answer hints at them.
 */
function toOthersProfile(
  row: ProfileRow,
  photos: ReturnType<typeof photoFieldsOf>,
  showContact: boolean,
  now: Date,
): Profile {
  return { ...publicProfileFields(row, now), ...photos, ...(showContact ? contactFields(row) : {}) };
}

async function hasRow(query: PromiseLike<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

/**
 * The profile with its photos in one statement, prepared once per database (issue 15): opening a
 * profile is the most frequent read after the lists, and planning a select of the profiles
 * table (sixty columns, twenty indexes) cost PostgreSQL more than running it.
 */
const prepareBySlug = (db: Db) =>
  db
    .select({
      profile: profiles,
      // `profiles.id` spelled out: drizzle writes a one-table select's columns unqualified, which
      // inside the subquery would mean the photo's own id.
      photos: sql<PhotoKeys[] | string>`coalesce((select json_agg(json_build_object(
          'slot', p.slot, 'fullKey', p.full_key, 'thumbKey', p.thumb_key, 'blurredKey', p.blurred_key)
          order by p.slot) from ${photoTable} p where p.profile_id = profiles.id), '[]'::json)`,
    })
    .from(profiles)
    .where(eq(profiles.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('profile_detail_by_slug');
const bySlugStatements = new WeakMap<Db, ReturnType<typeof prepareBySlug>>();
function profileBySlug(db: Db) {
  let prepared = bySlugStatements.get(db);
  if (!prepared) bySlugStatements.set(db, (prepared = prepareBySlug(db)));
  return prepared;
}

/**
 * GET /profiles/detail-slug/{slug}/ for a logged-in viewer. Profiles that are not listed
 * (pending, inactive, blocked) answer 404 as if they did not exist, except to their owner and to
 * admins. Opening someone else's profile counts as a visit unless `skipUpdate`; opened `fromProposal`
 * (and not skipUpdate) it also marks the profile's Sent proposal to the viewer Opened.
 */
export async function openProfileDetail(
  db: Db,
  urls: MediaUrls,
  viewer: Viewer,
  slug: string,
  {
    skipUpdate,
    fromProposal = false,
    now,
    bioDataLinks,
    readDb = db,
  }: {
    skipUpdate: boolean;
    fromProposal?: boolean;
    now: Date;
    bioDataLinks: BioDataLinks;
    /**
     * Where someone else's profile and photos are read (app.readDb: maybe a replica, issue 15).
     * Everything about the viewer (proposals, favourites, reports, contact quota, visits) and the
     * viewer's own profile are read from `db`, so what they just did shows at once.
     */
    readDb?: Db;
  },
): Promise<ProfileDetail> {
  const bySlug = async (from: Db) => (await profileBySlug(from).execute({ slug }))[0];
  let found = await bySlug(readDb);
  // A replica may lag: a profile made a moment ago is not there yet, and the owner must see their
  // own edit, so both are read again from the primary.
  if (readDb !== db && (!found || found.profile.id === viewer.profileId)) found = await bySlug(db);
  if (!found) throw notFound('noProfileFound');
  const row = found.profile;
  const isOwner = viewer.profileId === row.id;
  // `listed` is the one definition (approved, active, account not blocked), kept by a trigger.
  if (!row.listed && !isOwner) throw notFound('noProfileFound');

  const viewerId = viewer.profileId;
  const isOtherPerson = viewerId !== null && !isOwner;
  // Before reading the proposals, so the answer already shows the Opened status.
  if (isOtherPerson && fromProposal && !skipUpdate) await markProposalOpened(db, viewerId, row.id, now);

  // What the page needs does not depend on each other, so it is asked for at once rather than
  // one round trip after another (issue 15): the pair's facts and then the contact rule, and the
  // visit.
  const [{ between, contact, isFavourite, reported }] = await Promise.all([
    (async () => {
      const facts = isOtherPerson
        ? await pairFacts(db, viewerId, row.id)
        : { between: [], isFavourite: false, reported: false };
      return { ...facts, contact: isOwner ? null : await decideContact(db, viewer, row, facts.between, now) };
    })(),
    // Admins have no profile, so their look is not anybody's visit.
    !skipUpdate && isOtherPerson ? recordVisit(db, viewerId, row.id, now) : undefined,
  ]);
  const base = isOwner
    ? await toOwnProfile(db, urls, row, now)
    : toOthersProfile(
        row,
        photoFieldsOf(urls, fromJson(found.photos), { blur: mustBlurPhotos(viewer, row) }),
        contact?.visible ?? false,
        now,
      );

  const deletionRequested =
    isOwner &&
    (await hasRow(
      db
        .select({ id: deletionRequests.id })
        .from(deletionRequests)
        .where(eq(deletionRequests.profileId, row.id))
        .limit(1),
    ));

  return {
    ...base,
    is_owner: isOwner,
    is_favourite: isFavourite,
    // The page explains a missing contact from this code, never from the device's clock.
    ...(contact && !contact.visible ? { contact_hidden_reason: contact.reason } : {}),
    reported,
    ...(isOwner ? { deletion_requested: deletionRequested } : {}),
    // Issue 32: the delete page says from when, by the server's clock, before the form is filled.
    ...(isOwner && !canRequestDeletion(row.createdOn, now)
      ? { deletion_possible_from: deletionPossibleFrom(row.createdOn).toISOString() }
      : {}),
    ...(isOwner ? { proposal_counts: await proposalCounts(db, row.id) } : {}),
    ...(isOtherPerson ? { proposal: proposalBetween(viewerId, row.id, between) } : {}),
    // Signed for this viewer, so the PDF shows exactly what this viewer may see.
    ...(viewerId !== null ? { bio_data_url: bioDataLinks.url(row.slug, viewerId, now) } : {}),
  };
}
