import PgBoss from 'pg-boss';
import { eq, sql } from 'drizzle-orm';
import { maskSecrets } from '@rishta/domain';
import { jobRuns, sqlExecutor, type Db, type MediaStore } from '@rishta/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { JobDefinition } from './job-definition';
import { cronOf } from './next-run';

/** The queue's own tables live in a schema of their own, beside ours. */
const SCHEMA = 'pgboss';

export interface QueueOptions {
  /** Tries in all, the first included. */
  tries: number;
  /** Seconds before the first retry; each later one waits about twice as long. */
  retryDelaySeconds: number;
  /** A job still running after this long is taken as lost and tried again. */
  expireInSeconds: number;
}

export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * Background work on a PostgreSQL-backed queue (pg-boss, decision 047): the same tables and the
 * same code on a PostgreSQL server and on the embedded PGlite, where the jobs run in this process.
 * Jobs are rows, fetched with SKIP LOCKED, so with several API processes each job runs on one of
 * them, and a job whose process died is taken up again after it expires. Periodic jobs are cron
 * schedules, and pg-boss starts each tick once however many processes run.
 */
export class JobRunner {
  private readonly boss: PgBoss;
  private readonly workers = new Map<string, string>();
  private started = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: {
      clock: () => Date;
      config: Config;
      media: MediaStore;
      pollingSeconds?: number;
    },
  ) {
    this.boss = new PgBoss({
      db: sqlExecutor(db),
      schema: SCHEMA,
      // Finished jobs hold only ids; a week of them is plenty to look into a problem.
      deleteAfterDays: 7,
      // How soon a job held by a process that died is noticed (once past its expiry) and tried
      // again elsewhere: pg-boss's maintenance, run by one process at a time, every 20 s.
      maintenanceIntervalSeconds: 20,
    });
    this.boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
  }

  /** Creates or upgrades the queue's tables (once, under pg-boss's own lock) and starts polling. */
  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // Jobs in hand are given a few seconds; one cut short is retried by the next process.
    await this.boss.stop({ graceful: true, wait: true, timeout: 5_000 });
  }

  async createQueue(name: string, options: QueueOptions): Promise<void> {
    await this.boss.createQueue(name, {
      name,
      retryLimit: options.tries - 1,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: options.expireInSeconds,
    });
  }

  /**
   * Puts a job on `queue` inside the caller's transaction `tx`: it exists if and only if the
   * caller's rows were committed, so nothing is lost between the commit and the send.
   */
  async sendInTransaction(tx: Db, queue: string, data: object): Promise<void> {
    await this.boss.send(queue, data, { db: sqlExecutor(tx) });
  }

  async send(queue: string, data: object): Promise<void> {
    await this.boss.send(queue, data);
  }

  /**
   * Handles the jobs of `queue`, one at a time in this process. A thrown error means: try again.
   * After each job the worker looks again at once: pg-boss would otherwise wait out its polling
   * interval between jobs, so a backlog (a burst of OTPs, or the queue after a provider outage)
   * drained at one message per two seconds per process.
   */
  async work<T extends object>(queue: string, handler: JobHandler<T>): Promise<void> {
    const id = await this.boss.work<T>(
      queue,
      { batchSize: 1, pollingIntervalSeconds: this.options.pollingSeconds ?? 2 },
      async ([job]) => {
        try {
          if (job) await handler(job.data);
        } finally {
          this.wake(queue);
        }
      },
    );
    this.workers.set(queue, id);
  }

  /** Tells this process's worker of `queue` to look now rather than at its next poll. */
  wake(queue: string): void {
    const id = this.workers.get(queue);
    if (id) this.boss.notifyWorker(id);
  }

  /**
   * Schedules a periodic job: a queue of its own whose single job per tick runs on one process,
   * with its outcome kept in job_runs for the dashboard.
   */
  async schedule(job: JobDefinition): Promise<void> {
    await this.createQueue(job.name, { tries: 1, retryDelaySeconds: 0, expireInSeconds: 15 * 60 });
    await this.boss.schedule(job.name, cronOf(job.everyMinutes));
    await this.work(job.name, () => this.runNow(job).then(() => undefined));
  }

  /** Runs a periodic job at once (a tick, or a test), recording its start, result or error. */
  async runNow(job: JobDefinition): Promise<Record<string, number>> {
    const startedAt = this.options.clock();
    await this.db
      .insert(jobRuns)
      .values({ name: job.name, startedAt, runs: 1 })
      .onConflictDoUpdate({
        target: jobRuns.name,
        set: { startedAt, finishedAt: null, runs: sql`${jobRuns.runs} + 1` },
      });
    try {
      const result = await job.run({
        db: this.db,
        now: startedAt,
        config: this.options.config,
        log: this.log.child({ job: job.name }),
        media: this.options.media,
      });
      await this.db
        .update(jobRuns)
        .set({ finishedAt: this.options.clock(), result, error: null })
        .where(eq(jobRuns.name, job.name));
      this.log.info({ job: job.name, result }, 'job done');
      return result;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.db
        .update(jobRuns)
        .set({ finishedAt: this.options.clock(), result: null, error: maskSecrets(message).slice(0, 500) })
        .where(eq(jobRuns.name, job.name));
      this.log.error({ job: job.name, err: error }, 'job failed');
      throw error;
    }
  }
}
