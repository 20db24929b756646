import { BACKUP_JOB_KIND, EXPORT_JOB_KIND, exportBodySchema } from '@platfox/domain';
import { z } from 'zod';
import {
  actorPayload,
  declareFileJob,
  progressWorker,
  type JobWorker,
} from '../../platform/jobs/declare';
import type { BackupService } from './backup';
import type { ExportService } from './service';

/** A data list's rows to a file (POST /api/exports), as the account that asked sees them. */
export const exportJob = declareFileJob({
  name: EXPORT_JOB_KIND,
  payload: actorPayload(exportBodySchema),
});

/** The seller's backup (POST /api/seller/backup): everything of the account in one zip. */
export const backupJob = declareFileJob({
  name: BACKUP_JOB_KIND,
  payload: z.object({ actorId: z.string() }),
});

export function exportJobs(exports: ExportService, backups: BackupService): JobWorker[] {
  return [
    progressWorker(exportJob, (_payload, context) => exports.run(context)),
    progressWorker(backupJob, (_payload, context) => backups.run(context)),
  ];
}
