import { PACKING_SLIP_DOWNLOAD_JOB_KIND, packingSlipDownloadBodySchema } from '@platfox/domain';
import {
  actorPayload,
  declareJob,
  progressWorker,
  type JobWorker,
} from '../../platform/jobs/declare';
import type { PackingSlipDownloadService } from './service';

/** A printer's mass download: one PDF of slips, or a zip of print designs or shipping labels. */
export const packingSlipDownloadJob = declareJob({
  name: PACKING_SLIP_DOWNLOAD_JOB_KIND,
  payload: actorPayload(packingSlipDownloadBodySchema),
  // Retried only when its worker died (a crash, a lost lease).
  retry: { limit: 2, delaySeconds: 0 },
  runs: 'queued',
  reportsProgress: true,
});

export function packingSlipJobs(downloads: PackingSlipDownloadService): JobWorker[] {
  return [progressWorker(packingSlipDownloadJob, (_payload, context) => downloads.run(context))];
}
