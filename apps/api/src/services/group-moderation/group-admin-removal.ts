import { eq } from 'drizzle-orm';
import { chatGroupMessages, chatGroups, type Db } from '@rishta/db';
import { forbidden, notFound } from '../../lib/http-error';
import type { ChatBus } from '../chat-bus/chat-bus';
import { membershipOf } from '../chat/groups';
import { removeMessageInGroup } from './member-actions';

/**
 * POST /friends/remove-group-message (issue 32): an admin of a group removes one of its messages
 * for everyone. The message decides the group, so an admin of one group acts in no other; the
 * removal is audited with the admin's own account as the actor.
 */
export async function removeAsGroupAdmin(
  deps: { db: Db; bus: ChatBus; actor: number; now: Date },
  me: number,
  messageId: number,
) {
  const [found] = await deps.db
    .select({ group: chatGroups, removedAt: chatGroupMessages.removedAt })
    .from(chatGroupMessages)
    .innerJoin(chatGroups, eq(chatGroups.id, chatGroupMessages.groupId))
    .where(eq(chatGroupMessages.id, messageId))
    .limit(1);
  if (!found) throw notFound('messageNotInGroup');
  const membership = await membershipOf(deps.db, found.group.id, me);
  if (!membership?.isAdmin) throw forbidden('notGroupAdmin');
  if (found.removedAt) throw notFound('messageNotInGroup');
  await removeMessageInGroup(deps, found.group, messageId, 'group_admin', null);
}
