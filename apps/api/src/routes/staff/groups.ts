import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  detailSchema,
  groupRestrictionSchema,
  groupStaffNoteBodySchema,
  restrictMemberBodySchema,
  setGroupAdminBodySchema,
  staffGroupDetailSchema,
  staffGroupListSchema,
  staffGroupMemberParamsSchema,
  staffGroupMessageParamsSchema,
  staffGroupParamsSchema,
} from '@rishta/domain';
import {
  liftRestriction,
  removeMessageInGroup,
  restrictMember,
  setGroupAdmin,
} from '../../services/group-moderation/member-actions';
import { listStaffGroups, staffGroup, staffGroupDetail } from '../../services/group-moderation/staff-groups';
import { requireStaff, staffRoute } from './require-staff';

const done = { 200: staffGroupDetailSchema, 400: detailSchema, 404: detailSchema };

/**
 * The group forum's moderation (issue 32), for moderators: the groups, a group's members and its
 * latest messages; mute or ban a member with the reason they read, lift it, name or remove a group
 * admin, remove a message. Each action is audited and answers the group as it now is. Creating,
 * renaming, describing and closing a group are content (routes/staff/content/chat-groups.ts).
 */
export async function staffGroupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: FastifyRequest) => ({
    db: app.db,
    bus: app.chatBus,
    actor: requireStaff(request).accountId,
    now: app.clock(),
  });

  r.get(
    '/admin/groups',
    staffRoute('moderator', {
      description: 'Every forum group, open ones first, with its members, admins and restrictions in force.',
      response: { 200: staffGroupListSchema },
    }),
    async () => listStaffGroups(app.db, app.clock()),
  );

  r.get(
    '/admin/groups/:id',
    staffRoute('moderator', {
      description:
        'A group, its members (admins first) and the people restricted in it, and its latest 50 ' +
        'messages (group messages only: direct messages never appear here).',
      params: staffGroupParamsSchema,
      response: { 200: staffGroupDetailSchema, 404: detailSchema },
    }),
    async (request) => staffGroupDetail(app.db, request.params.id, app.clock()),
  );

  r.post(
    '/admin/groups/:id/members/:profile_id/restrict',
    staffRoute('moderator', {
      description:
        'Mutes the person for `days` (`kind: mute`) or bans them (`kind: ban`, which also ends the ' +
        'membership), with the `reason` the member reads in the group and a staff `note`. A new ' +
        'restriction replaces one in force.',
      params: staffGroupMemberParamsSchema,
      body: restrictMemberBodySchema,
      response: { 200: groupRestrictionSchema, 400: detailSchema, 404: detailSchema },
    }),
    async (request) =>
      restrictMember(actor(request), request.params.id, request.params.profile_id, request.body),
  );

  r.post(
    '/admin/groups/:id/members/:profile_id/lift',
    staffRoute('moderator', {
      description: "Ends the person's mute or ban in the group early; 400 when none is in force.",
      params: staffGroupMemberParamsSchema,
      body: groupStaffNoteBodySchema,
      response: done,
    }),
    async (request) => {
      const { id, profile_id } = request.params;
      await liftRestriction(actor(request), id, profile_id, request.body.note);
      return staffGroupDetail(app.db, id, app.clock());
    },
  );

  r.post(
    '/admin/groups/:id/members/:profile_id/admin',
    staffRoute('moderator', {
      description: 'Names a member a group admin (`is_admin: true`) or takes it back; members only.',
      params: staffGroupMemberParamsSchema,
      body: setGroupAdminBodySchema,
      response: done,
    }),
    async (request) => {
      const { id, profile_id } = request.params;
      await setGroupAdmin(actor(request), id, profile_id, request.body);
      return staffGroupDetail(app.db, id, app.clock());
    },
  );

  r.post(
    '/admin/groups/:id/messages/:message_id/remove',
    staffRoute('moderator', {
      description:
        'Removes a message of the group for everyone: members see "removed by a moderator", live. ' +
        '404 when the message is not in the group or already removed.',
      params: staffGroupMessageParamsSchema,
      body: groupStaffNoteBodySchema,
      response: done,
    }),
    async (request) => {
      const { id, message_id } = request.params;
      const group = await staffGroup(app.db, id);
      await removeMessageInGroup(actor(request), group, message_id, 'moderator', request.body.note);
      return staffGroupDetail(app.db, id, app.clock());
    },
  );
}
