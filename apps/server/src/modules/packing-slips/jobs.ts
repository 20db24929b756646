import { PACKING_SLIP_DOWNLOAD_JOB_KIND, packingSlipDownloadBodySchema } from '@platfox/domain';
import {
  actorPayload,
  declareFileJob,
  progressWorker,
  type JobWorker,
} from '../../platform/jobs/declare';
import type { PackingSlipDownloadService } from './service';

/** A printer's mass download: one PDF of slips, or a zip of print designs or shipping labels. */
export const packingSlipDownloadJob = declareFileJob({
  name: PACKING_SLIP_DOWNLOAD_JOB_KIND,
  payload: actorPayload(packingSlipDownloadBodySchema),
});

export function packingSlipJobs(downloads: PackingSlipDownloadService): JobWorker[] {
  return [progressWorker(packingSlipDownloadJob, (_payload, context) => downloads.run(context))];
}
