import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminChatGroup, AdminChatGroupList, chatGroupUpdateSchema } from '@rishta/domain';
import { chatGroupMembers, chatGroups, type Db } from '@rishta/db';
import { notFound } from '../../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { changedFields } from './changed-fields';

export type ChatGroupUpdate = z.output<typeof chatGroupUpdateSchema>;
type ChatGroupRow = typeof chatGroups.$inferSelect;

const subject = (id: number) => `chat_group:${id}`;
const fieldsOf = (row: ChatGroupRow) => ({ description: row.description, translations: row.translations });

const toAdminChatGroup = (row: ChatGroupRow, memberCount: number): AdminChatGroup => ({
  id: row.id,
  group_name: row.groupName,
  ...fieldsOf(row),
  member_count: memberCount,
});

async function memberCount(db: Db, groupId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatGroupMembers)
    .where(eq(chatGroupMembers.groupId, groupId));
  return row?.n ?? 0;
}

/** Every forum group in the order of the members' list (by name), with its size. */
export async function adminChatGroups(db: Db): Promise<AdminChatGroupList> {
  const [groups, sizes] = await Promise.all([
    db.select().from(chatGroups).orderBy(asc(chatGroups.groupName), asc(chatGroups.id)),
    db
      .select({ groupId: chatGroupMembers.groupId, n: count() })
      .from(chatGroupMembers)
      .groupBy(chatGroupMembers.groupId),
  ]);
  const sizeOf = new Map(sizes.map((row) => [row.groupId, Number(row.n)]));
  return {
    count: groups.length,
    results: groups.map((group) => toAdminChatGroup(group, sizeOf.get(group.id) ?? 0)),
  };
}

/**
 * Replaces a group's English description and its texts in the other languages (issue 30). The
 * group's name stays: the chat calls know the group by it.
 */
export async function updateChatGroup(
  db: Db,
  actor: number,
  id: number,
  input: ChatGroupUpdate,
  now: Date,
): Promise<AdminChatGroup> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(chatGroups).where(eq(chatGroups.id, id)).for('update');
    if (!old) throw notFound('groupNotFound');
    const [row] = await tx
      .update(chatGroups)
      // Absent, the saved translations stay (drizzle leaves an undefined column as it is).
      .set({ description: input.description, translations: input.translations })
      .where(eq(chatGroups.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'content.chat_group_updated',
      subject: subject(id),
      ...changedFields(fieldsOf(old), fieldsOf(row!)),
      at: now,
    });
    return toAdminChatGroup(row!, await memberCount(tx, id));
  });
}
