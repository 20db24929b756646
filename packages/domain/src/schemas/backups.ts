import { z } from 'zod';
import { dataAnswer } from './accounts';

/*
 * The seller's backup (/s/downloadbk, issue 36): every order, order item, product and
 * transaction of the account as CSV files in one zip, built by a job that reports its progress.
 * The job's result is the export's ({fileId, fileName, rows}).
 */

/** The job kind backups run as. */
export const BACKUP_JOB_KIND = 'seller-backup';

/** The archive's files, in the order they are written, and the list model each one reads. */
export const BACKUP_PARTS = [
  { file: 'orders.csv', model: 'order' },
  { file: 'order-items.csv', model: 'order-item' },
  { file: 'products.csv', model: 'seller-product' },
  { file: 'transactions.csv', model: 'transaction' },
] as const;

export const backupAnswerSchema = dataAnswer(z.object({ jobId: z.string() }));
