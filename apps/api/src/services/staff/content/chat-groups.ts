import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminChatGroup,
  AdminChatGroupList,
  chatGroupCreateSchema,
  chatGroupUpdateSchema,
} from '@rishta/domain';
import { chatGroupMembers, chatGroups, type Db } from '@rishta/db';
import { conflict, notFound } from '../../../lib/http-error';
import { recordAudit } from '../../audit-log/record-audit';
import { changedFields } from './changed-fields';

export type ChatGroupUpdate = z.output<typeof chatGroupUpdateSchema>;
export type ChatGroupCreate = z.output<typeof chatGroupCreateSchema>;
type ChatGroupRow = typeof chatGroups.$inferSelect;

const subject = (id: number) => `chat_group:${id}`;
const fieldsOf = (row: ChatGroupRow) => ({
  group_name: row.groupName,
  description: row.description,
  translations: row.translations,
  archived: row.archivedAt !== null,
});

const toAdminChatGroup = (row: ChatGroupRow, memberCount: number): AdminChatGroup => ({
  id: row.id,
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

/** Another group already has this name (names are the groups' ids in the chat calls): 409. */
async function refuseTakenName(db: Db, name: string, except?: number) {
  const [other] = await db
    .select({ id: chatGroups.id })
    .from(chatGroups)
    .where(eq(chatGroups.groupName, name))
    .limit(1);
  if (other && other.id !== except) throw conflict('groupNameTaken');
}

/** Adds a group (issue 32), open at once; its members start at none. */
export async function createChatGroup(
  db: Db,
  actor: number,
  input: ChatGroupCreate,
  now: Date,
): Promise<AdminChatGroup> {
  return db.transaction(async (tx) => {
    await refuseTakenName(tx, input.group_name);
    const [row] = await tx
      .insert(chatGroups)
      .values({
        groupName: input.group_name,
        description: input.description,
        translations: input.translations ?? {},
        createdAt: now,
        archivedAt: input.archived ? now : null,
      })
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'content.chat_group_added',
      subject: subject(row!.id),
      after: fieldsOf(row!),
      at: now,
    });
    return toAdminChatGroup(row!, 0);
  });
}

/**
 * Replaces a group's name, English description, texts in the other languages (issue 30) and
 * whether it is closed (issue 32). A new name is the group's new id in the chat calls: old links
 * find nothing, and the members' apps pick the new name up from the list.
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
    if (input.group_name !== undefined && input.group_name !== old.groupName) {
      await refuseTakenName(tx, input.group_name, id);
    }
    const [row] = await tx
      .update(chatGroups)
      // Absent, the saved translations stay (drizzle leaves an undefined column as it is).
      .set({
        groupName: input.group_name,
        description: input.description,
        translations: input.translations,
        // Closing keeps the first closing time; reopening clears it; absent, it stays.
        archivedAt:
          input.archived === undefined ? old.archivedAt : input.archived ? (old.archivedAt ?? now) : null,
      })
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
