import { exportResultSchema, type ExportResult } from '@platfox/domain';
import { useJob, type JobState } from '../../platform/jobs/useJob';

export type ExportJobState = JobState<ExportResult>;

/** An export job as it goes (live progress, polled as a fallback): see `useJob`. */
export function useExportJob(jobId: string | null): ExportJobState | null {
  return useJob(jobId, exportResultSchema);
}
