import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  detailSchema,
  groupMembershipBodySchema,
  groupMembershipResponseSchema,
  groupMessagesResponseSchema,
  groupsResponseSchema,
  contentLanguageQuerySchema,
  sendGroupMessageBodySchema,
  sendGroupMessageResponseSchema,
  verificationStatusResponseSchema,
} from '@rishta/domain';
import { requireViewer } from '../../plugins/auth';
import { callerProfileId, requireOwnId } from '../../services/chat/chat-caller';
import { groupMessages, sendGroupMessage } from '../../services/chat/group-messages';
import { joinGroup, leaveGroup, listGroups, verificationOf } from '../../services/chat/groups';
import { groupMessagesQuerySchema, groupParamsSchema, verificationParamsSchema } from './chat-queries';

const tags = ['chat'];
const refusals = { 400: detailSchema, 401: detailSchema, 403: detailSchema };
const withGroup = { ...refusals, 404: detailSchema };

/** The group forum (SPEC.md §2, §6, §7): groups, membership and the members' messages. */
export async function groupRoutes(app: FastifyInstance, opts: { sendLimit: preHandlerAsyncHookHandler }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/friends/available-groups',
    {
      schema: {
        tags,
        description:
          'Every forum group by name, with its admins, its size, whether the caller is a member, and ' +
          'the caller’s own mute or ban in it with the reason (`my_restriction`). A closed (archived) ' +
          'group is listed for its members only.',
        querystring: contentLanguageQuerySchema,
        response: { 200: groupsResponseSchema, ...refusals },
      },
    },
    async (request) =>
      listGroups(app.db, callerProfileId(requireViewer(request)), app.clock(), request.query.lang),
  );

  r.get(
    '/friends/check-verification/:userId',
    {
      schema: {
        tags,
        description: "The caller's own verification status (joining a group needs Verified).",
        params: verificationParamsSchema,
        response: { 200: verificationStatusResponseSchema, ...refusals },
      },
    },
    async (request) => verificationOf(app.db, requireOwnId(requireViewer(request), request.params.userId)),
  );

  /** Joining and leaving alike: the caller (`user_id`, their own profile) and a group by its name. */
  const membership = (url: string, description: string, act: typeof joinGroup | typeof leaveGroup) =>
    r.post(
      url,
      {
        schema: {
          tags,
          description,
          body: groupMembershipBodySchema,
          response: { 200: groupMembershipResponseSchema, ...withGroup },
        },
      },
      async (request) => {
        const me = requireOwnId(requireViewer(request), request.body.user_id);
        return act(app.db, app.chatBus, me, request.body.group_name, app.clock());
      },
    );

  membership(
    '/friends/join-group',
    "Joins a group: 'Successfully joined the group!' (again when already a member); 403 " +
      '`notVerifiedForGroup` unless the profile is Verified; 403 `bannedFromGroup` for a person ' +
      'banned from it, `groupArchived` for a closed group.',
    joinGroup,
  );
  membership(
    '/friends/leave-group',
    'Leaves a group on the server (the spec left it local, which would keep a member for ever). ' +
      'Leaving a group one is not in succeeds too.',
    leaveGroup,
  );

  r.get(
    '/friends/getAllMessages/:group_name',
    {
      schema: {
        tags,
        description:
          "A group's messages, members only (403 `joinGroupToSee`): with `timestamp` those after it " +
          '(the poll), otherwise the newest 50 before `before`; oldest first either way.',
        params: groupParamsSchema,
        querystring: groupMessagesQuerySchema,
        response: { 200: groupMessagesResponseSchema, ...withGroup },
      },
    },
    async (request) => {
      const me = callerProfileId(requireViewer(request));
      const { timestamp, before } = request.query;
      return groupMessages(app.db, me, request.params.group_name, {
        since: timestamp,
        before,
      });
    },
  );

  r.post(
    '/friends/send-group-message',
    {
      preHandler: opts.sendLimit,
      schema: {
        tags,
        description:
          "Posts to a group, members only. The name shown is the profile's own and an admin's " +
          'message is marked `is_admin`. 201 when stored; 200 with the stored message for a ' +
          '`client_id` already used; 429 `chatTooFast` beyond 30 sends a minute; 403 `mutedInGroup` ' +
          'while the member is muted, `groupArchived` in a closed group; 422 `contactDetailsEarly` ' +
          'for a text with a phone number, e-mail or payment id unless `confirmed_contact` (the ' +
          'sender saw the warning).',
        body: sendGroupMessageBodySchema,
        response: {
          200: sendGroupMessageResponseSchema,
          201: sendGroupMessageResponseSchema,
          ...withGroup,
          422: detailSchema,
          429: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const me = requireOwnId(requireViewer(request), request.body.user_id);
      const result = await sendGroupMessage(app.db, app.chatBus, me, request.body, app.clock());
      return reply.code(result.created ? 201 : 200).send({ message: result.message });
    },
  );
}
