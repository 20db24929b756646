import { packingSlipDownloadResultSchema, type PackingSlipDownloadResult } from '@platfox/domain';
import { useJob, type JobState } from '../../platform/jobs/useJob';

export type DownloadJobState = JobState<PackingSlipDownloadResult>;

/** A mass download job as it goes (live progress, polled as a fallback): see `useJob`. */
export function useDownloadJob(jobId: string | null): DownloadJobState | null {
  return useJob(jobId, packingSlipDownloadResultSchema);
}
