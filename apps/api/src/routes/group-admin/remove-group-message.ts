import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailSchema, MESSAGES, removeGroupMessageBodySchema } from '@rishta/domain';
import { requireViewer } from '../../plugins/auth';
import { callerProfileId } from '../../services/chat/chat-caller';
import { removeAsGroupAdmin } from '../../services/group-moderation/group-admin-removal';

/**
 * A group admin's moderation in their own group (issue 32). Not one of the spec's chat calls, so
 * it sits beside the message report rather than in routes/chat.
 */
export async function groupAdminRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/friends/remove-group-message',
    {
      schema: {
        tags: ['chat'],
        description:
          'An admin of the group removes one of its messages for everyone (issue 32): it shows as ' +
          'removed by a group admin, live, and the removal is audited. 403 `notGroupAdmin` for ' +
          'anyone else; 404 `messageNotInGroup` for a message that is not there or already removed.',
        body: removeGroupMessageBodySchema,
        response: {
          200: detailSchema,
          400: detailSchema,
          401: detailSchema,
          403: detailSchema,
          404: detailSchema,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await removeAsGroupAdmin(
        { db: app.db, bus: app.chatBus, actor: viewer.accountId, now: app.clock() },
        callerProfileId(viewer),
        request.body.message_id,
      );
      return { detail: MESSAGES.groupMessageRemoved, code: 'groupMessageRemoved' };
    },
  );
}
