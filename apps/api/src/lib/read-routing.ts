import type { Db, ReadDbHandle } from '@rishta/db';

/** Where the public reads go right now: the replica of DATABASE_READ_URL, or the primary. */
export type ReadTarget = 'replica' | 'primary';

export interface ReadRouting {
  /** The read handle to use for this request. */
  current(): ReadDbHandle;
  target(): ReadTarget;
  /** False without a replica: the reads never move. */
  switches: boolean;
  /** Asks the replica now and moves the reads accordingly (the readiness check calls it). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** How often the replica is asked while all is well, and how long an answer may take. */
const CHECK_EVERY_MS = 1_000;
const PING_TIMEOUT_MS = 2_000;

/**
 * Issue 33: a replica that stops answering must not take the lists down with it. While the
 * replica of DATABASE_READ_URL does not answer, the public reads go to `fallback`, a read pool
 * on the primary with the same limits, and come back once it answers again. The replica is asked
 * every second, and at once when one of its connections breaks, so only requests already in
 * flight on it fail. Without a replica there is nothing to route: reads stay on `replica`'s pool,
 * which is then itself on the primary.
 */
export function routeReads(
  replica: ReadDbHandle,
  fallback: ReadDbHandle | null,
  log: { warn(msg: string): void; info(msg: string): void },
): ReadRouting & { onReplicaConnectionError(): void } {
  let target: ReadTarget = fallback ? 'replica' : 'primary';
  let checking: Promise<void> | undefined;

  const ping = async () => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        replica.ping?.(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('the replica did not answer in time')), PING_TIMEOUT_MS);
        }),
      ]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  const check = () => {
    if (!fallback) return Promise.resolve();
    checking ??= ping()
      .then((up) => {
        const next: ReadTarget = up ? 'replica' : 'primary';
        if (next !== target) {
          if (next === 'primary')
            log.warn('the read replica does not answer: public reads go to the primary');
          else log.info('the read replica answers again: public reads go back to it');
        }
        target = next;
      })
      .finally(() => {
        checking = undefined;
      });
    return checking;
  };

  const timer = fallback ? setInterval(() => void check(), CHECK_EVERY_MS) : undefined;
  timer?.unref();

  return {
    current: () => (target === 'replica' || !fallback ? replica : fallback),
    switches: fallback !== null,
    target: () => target,
    check,
    onReplicaConnectionError: () => void check(),
    async close() {
      clearInterval(timer);
      await checking;
      await replica.close();
      await fallback?.close();
    },
  };
}

/**
 * A Db that sends each query where the reads are at that moment, for code that keeps its Db from
 * start-up (the listing index, the list cache). Not for code that keys prepared statements by their
 * Db (profile-detail.ts): that takes `app.readDb` per request.
 */
export function followingReads(routing: Pick<ReadRouting, 'current' | 'switches'>): Db {
  if (!routing.switches) return routing.current().db;
  return new Proxy({} as Db, {
    get(_target, property) {
      const db = routing.current().db;
      const value = Reflect.get(db, property, db) as unknown;
      return typeof value === 'function' ? value.bind(db) : value;
    },
  });
}
