import type { JobDefinition } from './job-definition';

/** Every periodic job the runner schedules (issue 28), in the order the dashboard lists them. */
export const ALL_JOBS: JobDefinition[] = [];
