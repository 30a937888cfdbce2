import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationResponseSchema,
  detailSchema,
  friendsResponseSchema,
  markReadBodySchema,
  markReadResponseSchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
} from '@rishta/domain';
import { requireViewer } from '../../plugins/auth';
import { requireOwnId } from '../../services/chat/chat-caller';
import { getConversation, markConversationRead } from '../../services/chat/conversation';
import { listFriends } from '../../services/chat/friends-list';
import { sendMessage } from '../../services/chat/send-message';
import { conversationQuerySchema, friendsQuerySchema } from './chat-queries';

const tags = ['chat'];
const refusals = { 400: detailSchema, 401: detailSchema, 403: detailSchema };

/** The friends chat (SPEC.md §7 "Chat service"): the friend list, a conversation, sending, reading. */
export async function conversationRoutes(
  app: FastifyInstance,
  opts: { sendLimit: preHandlerAsyncHookHandler },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/friends/friends',
    {
      schema: {
        tags,
        description:
          "The caller's friends (the other sides of their Accepted proposals who are still listed), " +
          'latest conversation first, then by name, each with the last message, the unread count ' +
          'and the block flags; `unread_total` feeds the badge. `sender_id` must be the caller.',
        querystring: friendsQuerySchema,
        response: { 200: friendsResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      requireOwnId(viewer, request.query.sender_id);
      return listFriends(app.db, app.mediaUrls, viewer, app.clock());
    },
  );

  r.get(
    '/friends/get-messages',
    {
      schema: {
        tags,
        description:
          'One page of the conversation with a friend: the newest 50 before `before` (a message id), ' +
          'oldest first, also grouped by India date (`YYYY-MM-DD`). Incoming messages in the page ' +
          'that were only sent become received. 403 `notAFriend` for anyone but a friend.',
        querystring: conversationQuerySchema,
        response: { 200: conversationResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const me = requireOwnId(requireViewer(request), request.query.sender_id);
      return getConversation(
        app.db,
        app.chatBus,
        me,
        request.query.receiver_id,
        request.query.before,
        app.clock(),
      );
    },
  );

  r.post(
    '/friends/send-message',
    {
      preHandler: opts.sendLimit,
      schema: {
        tags,
        description:
          'Stores a message to a friend, then acknowledges it (201). With a `client_id` already used ' +
          'by the caller, answers the stored message (200) and stores nothing. Refused while either ' +
          'side has blocked the other (`cannotMessageBlocked`); 429 `chatTooFast` beyond 30 sends a ' +
          'minute, friends and groups together.',
        body: sendMessageBodySchema,
        response: {
          200: sendMessageResponseSchema,
          201: sendMessageResponseSchema,
          ...refusals,
          429: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const me = requireOwnId(requireViewer(request), request.body.sender_id);
      const result = await sendMessage(app.db, app.chatBus, me, request.body, app.clock());
      return reply.code(result.created ? 201 : 200).send({ message: result.message });
    },
  );

  r.post(
    '/friends/mark-read',
    {
      schema: {
        tags,
        description:
          "The caller has the conversation with `receiver_id` open up to `up_to`: the friend's " +
          'messages up to it become read (never backwards); the friend hears of it (the blue ticks).',
        body: markReadBodySchema,
        response: { 200: markReadResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const me = requireOwnId(requireViewer(request), request.body.sender_id);
      return markConversationRead(
        app.db,
        app.chatBus,
        me,
        request.body.receiver_id,
        request.body.up_to,
        app.clock(),
      );
    },
  );
}
