import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The server's idea of "now" for contact-hours decisions (DESIGN.md §5.3). Real time unless a
 * development call sets it: then it runs on from the instant set, so e2e tests can stand the
 * server at 22:15 India time without faking the machine's clock.
 */
export interface ServerClock {
  now(): Date;
  /** Sets the current instant (the clock keeps ticking from it); null returns to real time. */
  set(instant: Date | null): void;
  /** True while a set instant is in force. */
  readonly isSet: boolean;
}

// Date.now is looked up on each call (not captured), so tests that fake Date move this clock too.
export function createServerClock(realNow: () => number = () => Date.now()): ServerClock {
  let offsetMs: number | null = null;
  return {
    now: () => new Date(realNow() + (offsetMs ?? 0)),
    set(instant) {
      offsetMs = instant === null ? null : instant.getTime() - realNow();
    },
    get isSet() {
      return offsetMs !== null;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The current instant by the server clock; use it for every contact-hours decision. */
    clock: () => Date;
    serverClock: ServerClock;
  }
}

export const clockPlugin = fp(async (app: FastifyInstance, opts: { start?: Date }) => {
  const clock = createServerClock();
  // DEV_CLOCK (development only): the whole e2e suite runs at 02:00 and at 14:00 India time.
  if (opts.start) clock.set(opts.start);
  app.decorate('serverClock', clock);
  app.decorate('clock', () => clock.now());
});
