import type { Db, MediaStore } from '@rishta/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';

/** What a background job is handed on each run (issue 28). */
export interface JobContext {
  db: Db;
  /** The instant of this run by the app clock: retention is judged against it, never Date.now(). */
  now: Date;
  config: Config;
  log: FastifyBaseLogger;
  /** Where photos and documents live (disk or S3): the job that deletes leftover files uses it. */
  media: MediaStore;
}

/** What a run did, as counts ("deleted": 12), shown on the dashboard as the job's last result. */
export type JobResult = Record<string, number>;

/**
 * A periodic job. The runner (pg-boss) starts each tick on one API process only, however many run,
 * so a job need not guard against itself; it must still be idempotent (a tick may be retried).
 */
export interface JobDefinition {
  /** Queue name: lower-case words joined by dashes. */
  name: string;
  /** How often it runs, in minutes: a divisor of 60, or a multiple of 60 dividing 1440. */
  everyMinutes: number;
  /** One sentence for the dashboard and the README: what it removes or marks, and why. */
  description: string;
  run(ctx: JobContext): Promise<JobResult>;
}
