import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { blockBodySchema, blockResponseSchema, blockStatusSchema, detailSchema } from '@rishta/domain';
import { requireViewer } from '../../plugins/auth';
import { requireOwnId } from '../../services/chat/chat-caller';
import { blockFriend, friendBlockStatus, unblockFriend } from '../../services/chat/blocks';
import { pairQuerySchema } from './chat-queries';

const tags = ['chat'];
const refusals = { 400: detailSchema, 401: detailSchema, 403: detailSchema };

/** Blocking and unblocking a friend (SPEC.md §4, §8); the block also hides the two from each other's proposals. */
export async function blockRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/friends/check-block-status',
    {
      schema: {
        tags,
        description: 'Whether either side has blocked the other (`isBlocked`), and who.',
        querystring: pairQuerySchema,
        response: { 200: blockStatusSchema, ...refusals },
      },
    },
    async (request) => {
      const me = requireOwnId(requireViewer(request), request.query.sender_id);
      return friendBlockStatus(app.db, me, request.query.receiver_id);
    },
  );

  /** Block and unblock alike: the caller (`sender_id`, their own profile) acts on a friend. */
  const friendAction = (url: string, description: string, act: typeof blockFriend | typeof unblockFriend) =>
    r.post(
      url,
      {
        schema: {
          tags,
          description,
          body: blockBodySchema,
          response: { 200: blockResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const me = requireOwnId(requireViewer(request), request.body.sender_id);
        return act(app.db, app.chatBus, me, request.body.receiver_id);
      },
    );

  friendAction(
    '/friends/block-user',
    "Blocks a friend: 'Blocked!'; a second block is 400 'User already blocked.'.",
    blockFriend,
  );
  friendAction(
    '/friends/unblock-user',
    "Lifts the caller's block of a friend: status 'success', 'Unblocked!'; 400 'Failed to " +
      "unblock user.' when the caller had not blocked them.",
    unblockFriend,
  );
}
