export { ProgressJobs, type JobContext, type JobOutcome, type JobRun } from './progress-jobs';
export { jobRoutes } from './routes';
export type { JobRow } from './tables';
