import { and, eq, isNull } from 'drizzle-orm';
import { chatGroupMessages, type Db } from '@rishta/db';
import type { MessageRemover } from '@rishta/domain';
import type { ChatEvent } from '../chat-bus/chat-bus';

/**
 * Empties one message of a group for everyone and marks who removed it (issue 32): a moderator
 * from the console, or an admin of that group. Answers the removed row (undefined when it was not
 * in the group or already removed) and the live event to publish once the transaction commits.
 */
export async function removeGroupMessage(
  tx: Db,
  group: { id: number; groupName: string },
  messageId: number,
  by: MessageRemover,
  now: Date,
) {
  const [row] = await tx
    .update(chatGroupMessages)
    .set({ text: '', removedAt: now, removedBy: by })
    .where(
      and(
        eq(chatGroupMessages.id, messageId),
        eq(chatGroupMessages.groupId, group.id),
        isNull(chatGroupMessages.removedAt),
      ),
    )
    .returning({ id: chatGroupMessages.id, senderId: chatGroupMessages.senderId });
  if (!row) return undefined;
  const event: ChatEvent = {
    kind: 'group',
    groupId: group.id,
    frame: {
      type: 'message_removed',
      kind: 'group',
      message_id: row.id,
      group_name: group.groupName,
      removed_by: by,
    },
  };
  return { ...row, event };
}
