import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChatBus } from '../services/chat-bus/chat-bus';
import { memoryChatBus } from '../services/chat-bus/memory-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live chat's fan-out between processes (services/chat-bus). */
    chatBus: ChatBus;
  }
}

/** Decorates `app.chatBus`; closes it with the app. */
export const chatBusPlugin = fp(async (app: FastifyInstance, opts: { bus?: ChatBus }) => {
  const bus = opts.bus ?? memoryChatBus();
  app.decorate('chatBus', bus);
  app.addHook('onClose', async () => bus.close());
});
