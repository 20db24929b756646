export { JobQueue, type JobContext, type JobHandler, type JobOutcome } from './queue';
export { jobRoutes } from './routes';
export type { JobRow } from './tables';
