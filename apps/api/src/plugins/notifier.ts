import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { outboxNotifier, type Notifier } from '../lib/notifier';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

export const notifierPlugin = fp(async (app: FastifyInstance, opts: { notifier?: Notifier }) => {
  app.decorate('notifier', opts.notifier ?? outboxNotifier(app.db));
});
