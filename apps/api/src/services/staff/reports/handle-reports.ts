import { and, eq, inArray } from 'drizzle-orm';
import type { HandleReportsDecision, ReportAction, ReportGroup, ReportStatus } from '@rishta/domain';
import { accountNotices, accounts, photos, profiles, reports, type Db, type MediaStore } from '@rishta/db';
import type { MediaUrls } from '../../../lib/media-urls';
import { conflict, fieldError, notFound } from '../../../lib/http-error';
import { setBlocked } from '../kit/set-blocked';
import type { ChatBus, ChatEvent } from '../../chat-bus/chat-bus';
import { closeProfileSockets } from '../../chat/close-sockets';
import { recordAudit } from '../../audit-log/record-audit';
import { discardMedia } from '../../media-deletions/discard-media';
import { removeReportedMessages } from './remove-messages';
import { reportGroups } from './report-groups';

const STATUS_AFTER: Record<ReportAction, ReportStatus> = {
  dismiss: 'dismissed',
  warn: 'warned',
  remove_photo: 'photo_removed',
  remove_message: 'message_removed',
  block: 'blocked',
};

export interface HandleReportsDeps {
  db: Db;
  store: MediaStore;
  urls: MediaUrls;
  bus: ChatBus;
}

/**
 * Decides every open report of a profile at once (issue 13): they are marked with the outcome, the
 * time (app clock), the staff member and the note, and the outcome is carried out in the same
 * transaction: a notice for a warning, the photo row for a removal, the block (its reason shown at
 * login, its sessions ended). One audit row records the decision. A removed photo's files leave
 * the media store only after the commit, so a failure never leaves a row pointing at nothing.
 * Answers the profile's group with the reports just decided.
 */
export async function handleReports(
  { db, store, urls, bus }: HandleReportsDeps,
  staffAccountId: number,
  profileId: number,
  decision: HandleReportsDecision,
  now: Date,
): Promise<ReportGroup> {
  const status = STATUS_AFTER[decision.action];
  const { handledIds, removedKeys, events } = await db.transaction(async (tx) => {
    // Locking the profile serialises two moderators deciding the same reports.
    const [target] = await tx
      .select({ account: accounts })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .where(eq(profiles.id, profileId))
      .for('update', { of: profiles });
    if (!target) throw notFound();
    const { account } = target;
    const open = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.profileId, profileId), eq(reports.status, 'open')))
      .for('update');
    if (open.length === 0) throw conflict('noOpenReports');
    const ids = open.map((row) => row.id);

    let removedKeys: string[] = [];
    let events: ChatEvent[] = [];
    let before: Record<string, unknown> = { report_ids: ids, status: 'open' };
    let after: Record<string, unknown> = { report_ids: ids, status };
    // A warning, or a removal with a warning to the sender: the person reads the notice.
    if (decision.message && (decision.action === 'warn' || decision.action === 'remove_message')) {
      // The audit names the notice rather than copying its words, which may name the person.
      const [notice] = await tx
        .insert(accountNotices)
        .values({ accountId: account.id, message: decision.message, createdAt: now })
        .returning({ id: accountNotices.id });
      after = { ...after, notice_id: notice!.id };
    }
    if (decision.action === 'remove_photo') {
      const slot = decision.photo_slot!;
      const [removed] = await tx
        .delete(photos)
        .where(and(eq(photos.profileId, profileId), eq(photos.slot, slot)))
        .returning();
      if (!removed) throw fieldError('photo_slot', 'noPhotoInSlot');
      removedKeys = [removed.fullKey, removed.thumbKey, removed.blurredKey];
      before = { ...before, photo_slot: slot };
      after = { ...after, photo_slot: null };
    } else if (decision.action === 'remove_message') {
      const removal = await removeReportedMessages(tx, ids, now);
      events = removal.events;
      before = { ...before, removed_messages: null };
      after = { ...after, removed_messages: removal.removed };
    } else if (decision.action === 'block') {
      const change = await setBlocked(tx, account, decision.reason!);
      before = { ...before, ...change.before };
      after = { ...after, ...change.after };
    }

    await tx
      .update(reports)
      .set({ status, handledAt: now, handledBy: staffAccountId, staffNote: decision.note })
      .where(inArray(reports.id, ids));
    await recordAudit(tx, {
      actor: staffAccountId,
      action: `report.${decision.action}`,
      subject: `profile:${profileId}`,
      subjectAccountId: account.id,
      reason: decision.note,
      before,
      after,
      at: now,
    });
    return { handledIds: ids, removedKeys, events };
  });

  await discardMedia(db, store, removedKeys);
  // Everyone with the conversation or group open sees the removal at once.
  for (const event of events) await bus.publish(event);
  // A blocked account's live chat sockets close too, and its messages stop (issue 14).
  if (decision.action === 'block') await closeProfileSockets(bus, profileId, 'account blocked');
  const [group] = await reportGroups(db, urls, [profileId], inArray(reports.id, handledIds));
  return group!;
}
