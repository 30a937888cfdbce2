import { and, inArray, isNotNull, isNull } from 'drizzle-orm';
import { chatGroupMessages, chatGroups, directMessages, reports, type Db } from '@rishta/db';
import type { ChatEvent } from '../../chat-bus/chat-bus';
import { fieldError } from '../../../lib/http-error';

/**
 * Removes, for everyone, the messages that these open reports are about (issue 32), inside the
 * handling's transaction: the text is emptied and the row marked, so the conversation or group
 * shows "removed by a moderator" where it was. Staff keep reading the copy in the report.
 * Answers the removed ids (for the audit) and the live events to publish after the commit.
 */
export async function removeReportedMessages(tx: Db, reportIds: number[], now: Date) {
  const reported = await tx
    .select({ kind: reports.messageKind, id: reports.messageId })
    .from(reports)
    .where(and(inArray(reports.id, reportIds), isNotNull(reports.messageId)));
  if (reported.length === 0) throw fieldError('action', 'noReportedMessage');
  const idsOf = (kind: string) => reported.filter((r) => r.kind === kind).map((r) => r.id!);
  const removal = { removedAt: now, removedBy: 'moderator' as const, text: '' };

  const direct = idsOf('direct');
  const group = idsOf('group');
  const gone =
    direct.length === 0
      ? []
      : await tx
          .update(directMessages)
          .set(removal)
          .where(and(inArray(directMessages.id, direct), isNull(directMessages.removedAt)))
          .returning({ id: directMessages.id, a: directMessages.senderId, b: directMessages.receiverId });
  const goneInGroups =
    group.length === 0
      ? []
      : await tx
          .update(chatGroupMessages)
          .set(removal)
          .where(and(inArray(chatGroupMessages.id, group), isNull(chatGroupMessages.removedAt)))
          .returning({ id: chatGroupMessages.id, groupId: chatGroupMessages.groupId });
  const groupNames =
    goneInGroups.length === 0
      ? []
      : await tx
          .select({ id: chatGroups.id, name: chatGroups.groupName })
          .from(chatGroups)
          .where(inArray(chatGroups.id, [...new Set(goneInGroups.map((m) => m.groupId))]));

  const events: ChatEvent[] = [
    ...gone.map((m): ChatEvent => ({
      kind: 'deliver',
      to: [m.a, m.b],
      frame: {
        type: 'message_removed',
        kind: 'direct',
        message_id: m.id,
        group_name: null,
        removed_by: 'moderator',
      },
    })),
    ...goneInGroups.map((m): ChatEvent => ({
      kind: 'group',
      groupId: m.groupId,
      frame: {
        type: 'message_removed',
        kind: 'group',
        message_id: m.id,
        group_name: groupNames.find((g) => g.id === m.groupId)?.name ?? null,
        removed_by: 'moderator',
      },
    })),
  ];
  return {
    removed: { direct: gone.map((m) => m.id), group: goneInGroups.map((m) => m.id) },
    events,
  };
}
