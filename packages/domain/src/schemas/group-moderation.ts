// Moderating the group forum (issue 32): staff mute a member for a time or ban them from a group,
// with the reason the member reads; name or remove group admins; remove a message; archive a
// group. A group admin may remove messages in their own group. Every action is audited.

import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ADMIN_NOTE_MAX } from './admin-api';
import { requiredString } from './generic-rules';
import { MESSAGE_REMOVERS } from './report-message';
import { NOTICE_MESSAGE_MAX } from './reports-api';
import { ALWAYS, addFieldIssue, fieldOf } from './refine-helpers';

/** A mute stops posting for a time; a ban takes the member out of the group until lifted. */
export const GROUP_RESTRICTIONS = ['mute', 'ban'] as const;
export type GroupRestrictionKind = (typeof GROUP_RESTRICTIONS)[number];

/** The lengths a moderator picks a mute from, in days. */
export const MUTE_DAYS = [1, 3, 7, 30] as const;

/** A member's restriction as the member and staff see it; `until` is null for a ban (until lifted). */
export const groupRestrictionSchema = z.object({
  kind: z.enum(GROUP_RESTRICTIONS),
  reason: z.string(),
  until: z.string().nullable(),
  since: z.string(),
});
export type GroupRestriction = z.infer<typeof groupRestrictionSchema>;

/** POST /api/admin/groups/:id/members/:profile_id/restrict */
export const restrictMemberBodySchema = z
  .object({
    kind: z.enum(GROUP_RESTRICTIONS, { error: MESSAGES.wrongValue }),
    /** What the member reads. */
    reason: requiredString({ max: NOTICE_MESSAGE_MAX }),
    /** A mute's length; a ban has none. */
    days: z
      .number({ error: MESSAGES.wrongValue })
      .int({ error: MESSAGES.wrongValue })
      .min(1, { error: MESSAGES.wrongValue })
      .max(365, { error: MESSAGES.wrongValue })
      .optional(),
    note: requiredString({ max: ADMIN_NOTE_MAX }),
  })
  .superRefine((value, ctx) => {
    if (fieldOf(value, 'kind') === 'mute' && fieldOf(value, 'days') === undefined) {
      addFieldIssue(ctx, 'days', MESSAGES.required);
    }
  }, ALWAYS);
export type RestrictMemberRequest = z.input<typeof restrictMemberBodySchema>;

/** Lifting a restriction, naming a group admin, removing a message: a staff note says why. */
export const groupStaffNoteBodySchema = z.object({ note: requiredString({ max: ADMIN_NOTE_MAX }) });
export const setGroupAdminBodySchema = z.object({
  is_admin: z.boolean({ error: MESSAGES.wrongValue }),
  note: requiredString({ max: ADMIN_NOTE_MAX }),
});

export const staffGroupParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const staffGroupMemberParamsSchema = staffGroupParamsSchema.extend({
  profile_id: z.coerce.number().int().positive(),
});
export const staffGroupMessageParamsSchema = staffGroupParamsSchema.extend({
  message_id: z.coerce.number().int().positive(),
});

/** GET /api/admin/groups/: every group, archived ones too. */
export const staffGroupSchema = z.object({
  id: z.number().int(),
  group_name: z.string(),
  description: z.string(),
  member_count: z.number().int(),
  admin_count: z.number().int(),
  restricted_count: z.number().int(),
  archived: z.boolean(),
});
export type StaffGroup = z.infer<typeof staffGroupSchema>;
export const staffGroupListSchema = z.object({ count: z.number().int(), results: z.array(staffGroupSchema) });

/** A member, or someone restricted in the group (a banned person is no longer a member). */
export const staffGroupMemberSchema = z.object({
  profile_id: z.number().int(),
  account_id: z.number().int(),
  profile_code: z.string(),
  full_name: z.string(),
  is_member: z.boolean(),
  is_admin: z.boolean(),
  joined_on: z.string().nullable(),
  restriction: groupRestrictionSchema.nullable(),
});
export type StaffGroupMember = z.infer<typeof staffGroupMemberSchema>;

/** A message as staff see it in a group (groups are read by every verified member, unlike DMs). */
export const staffGroupMessageSchema = z.object({
  message_id: z.number().int(),
  sender_id: z.number().int(),
  sender_name: z.string(),
  text: z.string(),
  sent_on: z.string(),
  removed_by: z.enum(MESSAGE_REMOVERS).nullable(),
});
export type StaffGroupMessage = z.infer<typeof staffGroupMessageSchema>;

/** GET /api/admin/groups/:id: the group, its members (and restricted people), its latest messages. */
export const staffGroupDetailSchema = z.object({
  group: staffGroupSchema,
  members: z.array(staffGroupMemberSchema),
  messages: z.array(staffGroupMessageSchema),
});
export type StaffGroupDetail = z.infer<typeof staffGroupDetailSchema>;

/** POST /api/friends/remove-group-message: a group admin removes a message in their own group. */
export const removeGroupMessageBodySchema = z.object({
  message_id: z.coerce.number({ error: MESSAGES.wrongValue }).int({ error: MESSAGES.wrongValue }),
});
