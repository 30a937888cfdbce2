import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import { callerProfileId } from '../../services/chat/chat-caller';
import { blockRoutes } from './blocks';
import { conversationRoutes } from './conversations';
import { groupRoutes } from './groups';
import { chatSendLimit } from './send-limit';

/** Every chat REST route ("METHOD /api/friends/…"), for the authorization matrix. */
const registered = new Set<string>();
export const chatRouteKeys = (): ReadonlySet<string> => registered;

/**
 * /api/friends/* (SPEC.md §7 "Chat service", issue 14), the live socket apart. Every call needs a
 * logged-in user with a profile, checked before the body or query is read: a visitor or a staff
 * token gets 401 and an account without a profile 403, whatever it sends. Each handler then
 * checks that the ids it was given are the caller's own and, for a conversation, a friend's.
 */
export async function chatRoutes(app: FastifyInstance) {
  await app.register(async (chat) => {
    chat.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registered.add(`${method} ${route.url}`);
      }
    });
    chat.addHook('preValidation', async (request) => {
      callerProfileId(requireViewer(request));
    });
    const sendLimit = chatSendLimit(chat);
    await chat.register(conversationRoutes, { sendLimit });
    await chat.register(blockRoutes);
    await chat.register(groupRoutes, { sendLimit });
  });
}
