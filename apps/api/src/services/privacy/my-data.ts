import { aliasedTable, and, asc, eq, gt, or } from 'drizzle-orm';
import {
  accounts,
  chatGroupMembers,
  chatGroupMessages,
  contactReveals,
  deletionRequests,
  directMessages,
  favourites,
  profileVisits,
  profiles,
  proposals,
  reports,
  sessions,
  verificationDocuments,
  type Db,
} from '@rishta/db';
import type { MediaUrls } from '../../lib/media-urls';
import type { Viewer } from '../accounts/viewer';
import { notFound } from '../../lib/http-error';
import { toOwnProfile } from '../profiles/own-profile';

const other = aliasedTable(profiles, 'other');
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * "Download my data" (issue 13, India's DPDP Act right of access): everything the service holds
 * about the caller, as one JSON document. Other people appear only by their profile code, which
 * the caller already saw. Left out on purpose: secrets (password and token hashes, OTP codes) and
 * the moderators' internal fraud signals; decision 030 lists them.
 */
export async function myData(db: Db, urls: MediaUrls, viewer: Viewer, now: Date) {
  if (viewer.profileId === null) throw notFound();
  const id = viewer.profileId;
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  if (!row) throw notFound();
  const [account] = await db.select().from(accounts).where(eq(accounts.id, row.accountId));

  const [sent, received, favourite, visited, visitors, reported, requests, documents] = await Promise.all([
    db
      .select({ to: other.profileCode, p: proposals })
      .from(proposals)
      .innerJoin(other, eq(other.id, proposals.receiverId))
      .where(eq(proposals.senderId, id))
      .orderBy(asc(proposals.createdAt)),
    db
      .select({ from: other.profileCode, p: proposals })
      .from(proposals)
      .innerJoin(other, eq(other.id, proposals.senderId))
      .where(eq(proposals.receiverId, id))
      .orderBy(asc(proposals.createdAt)),
    db
      .select({ code: other.profileCode, at: favourites.createdAt })
      .from(favourites)
      .innerJoin(other, eq(other.id, favourites.profileId))
      .where(eq(favourites.ownerId, id)),
    db
      .select({ code: other.profileCode, at: profileVisits.visitedAt })
      .from(profileVisits)
      .innerJoin(other, eq(other.id, profileVisits.profileId))
      .where(eq(profileVisits.visitorId, id)),
    db
      .select({ code: other.profileCode, at: profileVisits.visitedAt })
      .from(profileVisits)
      .innerJoin(other, eq(other.id, profileVisits.visitorId))
      .where(eq(profileVisits.profileId, id)),
    db
      .select({ code: other.profileCode, r: reports })
      .from(reports)
      .innerJoin(other, eq(other.id, reports.profileId))
      .where(eq(reports.reporterId, id)),
    db.select().from(deletionRequests).where(eq(deletionRequests.profileId, id)),
    db.select().from(verificationDocuments).where(eq(verificationDocuments.profileId, id)),
  ]);
  const [messages, groupMessages, groups, reveals, activeSessions] = await Promise.all([
    db
      .select({ m: directMessages, from: other.profileCode })
      .from(directMessages)
      .innerJoin(other, eq(other.id, directMessages.senderId))
      .where(or(eq(directMessages.senderId, id), eq(directMessages.receiverId, id)))
      .orderBy(asc(directMessages.createdAt)),
    db
      .select()
      .from(chatGroupMessages)
      .where(eq(chatGroupMessages.senderId, id))
      .orderBy(asc(chatGroupMessages.createdAt)),
    db.select().from(chatGroupMembers).where(eq(chatGroupMembers.profileId, id)),
    db
      .select({ code: other.profileCode, day: contactReveals.day })
      .from(contactReveals)
      .innerJoin(other, eq(other.id, contactReveals.profileId))
      .where(eq(contactReveals.viewerProfileId, id)),
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.accountId, row.accountId), gt(sessions.expiresAt, now))),
  ]);

  return {
    exported_at: now.toISOString(),
    account: {
      username: account?.username ?? null,
      created_at: iso(account?.createdAt ?? null),
      last_login_at: iso(account?.lastLoginAt ?? null),
      is_blocked: account?.isBlocked ?? false,
      block_reason: account?.blockReason ?? null,
      active_sessions: activeSessions.map((s) => ({
        created_at: iso(s.createdAt),
        expires_at: iso(s.expiresAt),
      })),
    },
    profile: await toOwnProfile(db, urls, row, now),
    verification_documents: documents.map((d) => ({ uploaded_at: iso(d.createdAt) })),
    proposals_sent: sent.map(({ to, p }) => ({
      to,
      status: p.status,
      message: p.message,
      created_on: iso(p.createdAt),
      updated_on: iso(p.updatedAt),
    })),
    proposals_received: received.map(({ from, p }) => ({
      from,
      status: p.status,
      message: p.message,
      created_on: iso(p.createdAt),
      updated_on: iso(p.updatedAt),
    })),
    favourites: favourite.map((f) => ({ profile_code: f.code, added_on: iso(f.at) })),
    profiles_visited: visited.map((v) => ({ profile_code: v.code, visited_on: iso(v.at) })),
    visitors: visitors.map((v) => ({ profile_code: v.code, visited_on: iso(v.at) })),
    contacts_opened: reveals.map((r) => ({ profile_code: r.code, day: r.day })),
    reports_made: reported.map(({ code, r }) => ({
      profile_code: code,
      reason: r.reason,
      description: r.description,
      created_on: iso(r.createdAt),
    })),
    deletion_request: requests[0]
      ? {
          reason: requests[0].reason,
          details: requests[0].details,
          created_on: iso(requests[0].createdAt),
        }
      : null,
    chat: {
      messages: messages.map(({ m, from }) => ({
        direction: m.senderId === id ? 'sent' : 'received',
        from,
        text: m.text,
        status: m.status,
        created_on: iso(m.createdAt),
      })),
      group_memberships: groups.map((g) => ({ group_id: g.groupId, joined_on: iso(g.joinedAt) })),
      group_messages: groupMessages.map((g) => ({
        group_id: g.groupId,
        text: g.text,
        created_on: iso(g.createdAt),
      })),
    },
  };
}
