export { defineJob } from './definition.ts';
export type { JobContext, JobDefinition, JobHandler, ScheduleOptions, SendOptions } from './definition.ts';
export { createJobs } from './jobs.ts';
export type { DrainOptions, DrainResult, Jobs, JobsDeps } from './jobs.ts';
export { JOBS_SCHEMA } from './queue.ts';
