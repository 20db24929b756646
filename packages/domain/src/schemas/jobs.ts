import { z } from 'zod';
import {
  FINAL_IMPORT_STATUSES,
  IMPORT_QUEUE_STATUSES,
  isFinalImportStatus,
  type FinalImportStatus,
  type ImportQueueStatus,
} from '../imports';
import { dataAnswer } from './accounts';

/**
 * Background jobs (imports, exports, mass downloads, store sync, mail) share the import queue's
 * statuses (spec 03 section 3.5): PENDING, PROCESSING, FINISHED, FINISHED_WITH_ERRORS, FAIL.
 */
export const JOB_STATUSES = IMPORT_QUEUE_STATUSES;
export type JobStatus = ImportQueueStatus;
export const FINAL_JOB_STATUSES = FINAL_IMPORT_STATUSES;
export type FinalJobStatus = FinalImportStatus;
/** Whether a job has ended (no more progress will come). */
export const isFinalJobStatus = isFinalImportStatus;

export const jobProgressSchema = z.object({
  done: z.number().int(),
  total: z.number().int(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

/** A job as its owner reads it (GET /api/jobs/:id). */
export const jobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: jobProgressSchema,
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;
export const jobAnswerSchema = dataAnswer(jobSchema);

/** What the live event job_progress carries to the job's owner. */
export const jobProgressEventSchema = z.object({
  jobId: z.string(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  done: z.number().int(),
  total: z.number().int(),
  result: z.record(z.string(), z.unknown()).nullable().optional(),
  error: z.string().nullable().optional(),
});
export type JobProgressEvent = z.infer<typeof jobProgressEventSchema>;
