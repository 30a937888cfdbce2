import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { CHAT_CLOSE } from '@rishta/domain';
import { LiveRegistry } from '../services/chat-live/live-registry';
import { acceptSocket, type LiveDeps } from '../services/chat-live/socket-protocol';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live chat sockets this process holds (services/chat-live). */
    chatLive: {
      registry: LiveRegistry;
      /** The heartbeat and session-expiry check, also run every `SWEEP_MS`. */
      sweep(): void;
    };
  }
}

/** Protocol pings (and the session-expiry check) for every socket at once, this often. */
export const SWEEP_MS = 30_000;
/** Client frames are small (auth, ack of ≤ 500 ids, ping): anything bigger is refused (1009). */
const MAX_FRAME_BYTES = 16 * 1024;
/** On shutdown: "going away", so clients reconnect (to another process or after the restart). */
const GOING_AWAY = 1001;

/**
 * The live chat socket at /api/friends/ws (issue 14; the chat contract's "Socket"). Events off
 * `app.chatBus` reach the sockets through one registry per process.
 */
export const chatSocketPlugin = fp(async (app: FastifyInstance) => {
  const registry = new LiveRegistry();
  const deps: LiveDeps = { db: app.db, bus: app.chatBus, clock: () => app.clock(), log: app.log, registry };
  const sweep = () =>
    registry.sweep(app.clock().getTime(), { code: CHAT_CLOSE.unauthorized, reason: 'session expired' });
  app.decorate('chatLive', { registry, sweep });

  const unsubscribe = app.chatBus.subscribe((event) => registry.handle(event));
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    unsubscribe();
  });

  // In a scope of its own, so the websocket plugin's route wrapper touches this route only.
  await app.register(async (scope) => {
    await scope.register(websocket, {
      options: { maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false },
      // A client that vanishes mid-frame is routine, not an error worth a stack in the log.
      errorHandler: (error, socket) => {
        app.log.debug({ err: error }, 'chat socket error');
        socket.terminate();
      },
      // Closing handshakes are started, not awaited: a dead client must not hold up a shutdown.
      preClose: (done) => {
        for (const client of scope.websocketServer.clients) client.close(GOING_AWAY, 'server shutting down');
        scope.websocketServer.close();
        done();
      },
    });
    scope.get('/api/friends/ws', { websocket: true }, (socket) => acceptSocket(deps, socket));
  });
});
