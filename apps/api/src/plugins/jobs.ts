import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withStartLock, type MediaStore } from '@rishta/db';
import type { Config } from '../config';
import { ALL_JOBS } from '../services/jobs/all-jobs';
import { JobRunner } from '../services/jobs/job-runner';
import { NotificationQueue } from '../services/notifications/notification-queue';
import { purgeNotificationPayloads } from '../services/notifications/purge-notification-payloads';
import { selectTransports } from '../services/notifications/transports/select-transports';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
    /** SMS and e-mail: write them in a transaction with `enqueue`, then `wake()` (issue 28). */
    notifications: NotificationQueue;
  }
}

/** Every periodic job, the notification payload purge included (the dashboard lists them). */
export const PERIODIC_JOBS = [purgeNotificationPayloads, ...ALL_JOBS];

/**
 * The job runner (pg-boss over our database) with the notification worker and the periodic jobs
 * (issue 28). Registered after the database and the clock. It stops, letting a job in hand
 * finish for a few seconds, before the database closes.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, opts: { config: Config; media: MediaStore }) => {
  const { config } = opts;
  const runner = new JobRunner(app.db, app.log, { clock: () => app.clock(), config, media: opts.media });
  const queue = new NotificationQueue({
    db: app.db,
    runner,
    transports: selectTransports(config.notifier, app.db),
    config: config.notifier,
    clock: () => app.clock(),
    log: app.log,
  });
  app.decorate('jobs', runner);
  app.decorate('notifications', queue);
  // pg-boss creates its tables, queues and schedules with DDL: two processes doing that at once
  // on one server can deadlock, so each start does it under the start-up lock in turn.
  await withStartLock(app.dbHandle, async () => {
    await runner.start();
    await queue.start();
    if (config.PERIODIC_JOBS) {
      for (const job of PERIODIC_JOBS) await runner.schedule(job);
    }
  });
  app.addHook('onClose', async () => {
    await runner.stop();
    await queue.close();
  });
});
