import {
  COMING_DATE_IMPORT_JOB_KIND,
  ORDER_IMPORT_JOB_KIND,
  PRODUCT_IMPORT_JOB_KIND,
  TRACKING_IMPORT_JOB_KIND,
  type ImportQueueType,
} from '@platfox/domain';
import { z } from 'zod';
import { declareJob, progressWorker, type JobWorker } from '../../platform/jobs/declare';
import type { ComingDateImportJob } from './coming-date-import';
import type { OrderImportJob } from './order-import';
import type { ProductImportJob } from './product-import';
import type { TrackingImportJob } from './tracking-import';

/** An uploaded file's import queue row: the job reads the file and the uploader from it. */
const importPayload = z.object({ importQueueId: z.string().uuid() });
/** Retried only when its worker died (a crash, a lost lease): a run resumes where one stopped. */
const retry = { limit: 2, delaySeconds: 0 };

export const orderImportJob = declareJob({
  name: ORDER_IMPORT_JOB_KIND,
  payload: importPayload,
  retry,
  runs: 'queued',
  reportsProgress: true,
});
export const trackingImportJob = declareJob({
  name: TRACKING_IMPORT_JOB_KIND,
  payload: importPayload,
  retry,
  runs: 'queued',
  reportsProgress: true,
});
export const productImportJob = declareJob({
  name: PRODUCT_IMPORT_JOB_KIND,
  payload: importPayload,
  retry,
  runs: 'queued',
  reportsProgress: true,
});

export const comingDateImportJob = declareJob({
  name: COMING_DATE_IMPORT_JOB_KIND,
  payload: importPayload,
  retry,
  runs: 'queued',
  reportsProgress: true,
});

/** The job of an uploaded file's kind (the stores' kinds are the stores' own jobs). */
export function importJobOf(type: ImportQueueType) {
  if (type === 'ORDER') return orderImportJob;
  if (type === 'PRODUCT') return productImportJob;
  if (type === 'ORDER_ITEM_COMING_STOCK_DATE') return comingDateImportJob;
  return trackingImportJob;
}

export function importJobs(jobs: {
  orders: OrderImportJob;
  trackingCodes: TrackingImportJob;
  products: ProductImportJob;
  comingDates: ComingDateImportJob;
}): JobWorker[] {
  return [
    progressWorker(orderImportJob, (_payload, context) => jobs.orders.run(context)),
    progressWorker(trackingImportJob, (_payload, context) => jobs.trackingCodes.run(context)),
    progressWorker(productImportJob, (_payload, context) => jobs.products.run(context)),
    progressWorker(comingDateImportJob, (_payload, context) => jobs.comingDates.run(context)),
  ];
}
