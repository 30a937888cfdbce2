import type { JobDefinition, JobResult } from '../../src/services/jobs/job-definition';
import { testConfig } from '../../src/config';
import type { TestContext } from './test-app';

/**
 * Runs a periodic job once as the runner does (issue 28): on the test's database, with `now` the
 * app clock (move it with `ctx.app.serverClock.set`) and the configuration `env` makes.
 */
export function runJob(
  ctx: TestContext,
  job: JobDefinition,
  env: Record<string, string> = {},
): Promise<JobResult> {
  const config = testConfig(env);
  return job.run({ db: ctx.handle.db, now: ctx.app.clock(), config, log: ctx.app.log, media: ctx.app.media });
}
