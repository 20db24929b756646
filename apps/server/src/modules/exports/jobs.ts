import { BACKUP_JOB_KIND, EXPORT_JOB_KIND, exportBodySchema } from '@platfox/domain';
import { z } from 'zod';
import {
  actorPayload,
  declareJob,
  progressWorker,
  type JobWorker,
} from '../../platform/jobs/declare';
import type { BackupService } from './backup';
import type { ExportService } from './service';

/** A data list's rows to a file (POST /api/exports), as the account that asked sees them. */
export const exportJob = declareJob({
  name: EXPORT_JOB_KIND,
  payload: actorPayload(exportBodySchema),
  // Retried only when its worker died (a crash, a lost lease); a failed export says why at once.
  retry: { limit: 2, delaySeconds: 0 },
  runs: 'queued',
  reportsProgress: true,
});

/** The seller's backup (POST /api/seller/backup): everything of the account in one zip. */
export const backupJob = declareJob({
  name: BACKUP_JOB_KIND,
  payload: z.object({ actorId: z.string() }),
  retry: { limit: 2, delaySeconds: 0 },
  runs: 'queued',
  reportsProgress: true,
});

export function exportJobs(exports: ExportService, backups: BackupService): JobWorker[] {
  return [
    progressWorker(exportJob, (_payload, context) => exports.run(context)),
    progressWorker(backupJob, (_payload, context) => backups.run(context)),
  ];
}
