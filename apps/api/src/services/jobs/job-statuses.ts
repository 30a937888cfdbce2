import type { JobsResponse } from '@rishta/domain';
import { jobRuns, type Db } from '@rishta/db';
import type { JobDefinition } from './job-definition';
import { nextRunAt } from './next-run';

/** Each periodic job with its last run (when, what it did or its error) and its next tick. */
export async function jobStatuses(db: Db, jobs: readonly JobDefinition[], now: Date): Promise<JobsResponse> {
  const runs = new Map((await db.select().from(jobRuns)).map((run) => [run.name, run]));
  return {
    results: jobs.map((job) => {
      const run = runs.get(job.name);
      return {
        name: job.name,
        description: job.description,
        every_minutes: job.everyMinutes,
        last_started: run?.startedAt.toISOString() ?? null,
        last_finished: run?.finishedAt?.toISOString() ?? null,
        last_result: run?.result ?? null,
        last_error: run?.error ?? null,
        next_run: nextRunAt(job.everyMinutes, now).toISOString(),
      };
    }),
  };
}
