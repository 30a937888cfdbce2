import { randomUUID } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import { MESSAGES, normaliseProfileCode, type SendProposalResponse } from '@rishta/domain';
import { profiles, proposals, type Db } from '@rishta/db';
import type { Viewer } from '../accounts/viewer';
import { badRequest, forbidden, AppError, notFound } from '../../lib/http-error';
import { contactAllowed } from '../contact/contact-access';
import { eitherBlocked, loadParty } from './proposal-parties';
import { toProposalRecord, type ProposalRow } from './proposal-record';

export interface SendResult {
  /** A new proposal was stored (201); otherwise an existing one answers (200). */
  created: boolean;
  body: SendProposalResponse;
}

const unavailable = () => notFound('proposalUnavailable');

/** The proposal between the two, either way, or undefined (at most one each way: unique pair). */
async function existingBetween(db: Db, a: number, b: number) {
  const rows = await db
    .select()
    .from(proposals)
    .where(
      or(
        and(eq(proposals.senderId, a), eq(proposals.receiverId, b)),
        and(eq(proposals.senderId, b), eq(proposals.receiverId, a)),
      ),
    );
  // The one the other side sent wins: then nothing new is sent (SPEC.md §4 "Proposal").
  return rows.find((r) => r.senderId === b) ?? rows.find((r) => r.senderId === a);
}

/**
 * POST /profiles/proposal/{profile_code}/: the WhatsApp dialog's Open WhatsApp. Refuses the
 * sender's own profile, the same gender, and anyone who is not listed or has blocked (or been
 * blocked by) the sender. One proposal per pair: a repeat, or a pair where the other side already
 * proposed, answers the existing one. The WhatsApp number comes back only when the contact rule
 * allows it once the proposal exists (DESIGN.md §5.3).
 */
export async function sendProposal(
  db: Db,
  viewer: Viewer,
  profileCode: string,
  now: Date,
): Promise<SendResult> {
  if (viewer.profileId === null) throw forbidden();
  const sender = await loadParty(db, eq(profiles.id, viewer.profileId));
  if (!sender) throw forbidden();
  if (!sender.listed) throw AppError.detail(403, 'proposalSenderNotListed');

  const code = normaliseProfileCode(profileCode);
  const target = code ? await loadParty(db, eq(profiles.profileCode, code)) : undefined;
  if (!target) throw unavailable();
  if (target.profile.id === sender.profile.id) throw badRequest('proposalToSelf');
  if (!target.listed) throw unavailable();
  if (target.profile.gender === sender.profile.gender) throw badRequest('proposalSameGender');
  if (await eitherBlocked(db, sender.profile.id, target.profile.id)) throw unavailable();

  const senderId = sender.profile.id;
  const receiverId = target.profile.id;
  const { row, created } = await db.transaction(async (tx) => {
    // Two people proposing to each other at the same moment must not both succeed: the pair's
    // lock orders them, and the second sees the first's proposal.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${Math.min(senderId, receiverId)}, ${Math.max(senderId, receiverId)})`,
    );
    const existing = await existingBetween(tx, senderId, receiverId);
    if (existing) return { row: existing, created: false };
    const [inserted] = await tx
      .insert(proposals)
      .values({ slug: randomUUID(), senderId, receiverId, status: 'Sent', createdAt: now, updatedAt: now })
      .returning();
    return { row: inserted as ProposalRow, created: true };
  });

  // Only an approved sender gets here (sending needs a listed profile).
  const showContact = contactAllowed(
    { profileId: senderId, listed: true },
    target.profile,
    [toPair(row)],
    now,
  );
  return {
    created,
    body: {
      message: MESSAGES.proposalSent,
      already_received: row.senderId === receiverId,
      proposal: toProposalRecord(row),
      ...(showContact
        ? {
            whatsapp: {
              country_code: target.profile.whatsappCountryCode,
              number: target.profile.whatsappNumber,
            },
          }
        : {}),
    },
  };
}

/** The contact rule's view of one proposal. */
function toPair(row: ProposalRow) {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    status: row.status,
  };
}
