import { z } from 'zod';
import { EXPORT_SCOPES } from '../settings';
import { formatMessage } from '../validation';
import { dataAnswer } from './accounts';
import {
  DATA_LIST_MAX_ROWS,
  dataListModelSchema,
  dataListQuerySchema,
  dateRangeSchema,
} from './data-list';

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Most rows one export may hold; counted before the job is queued (400 above). */
export const EXPORT_MAX_ROWS = 100_000;
/** Most columns one export may name. */
export const EXPORT_MAX_COLUMNS = 100;
/** The job kind exports run as. */
export const EXPORT_JOB_KIND = 'export';

/** One column of the file: the list field it reads and its heading. */
export const exportColumnSchema = z.strictObject({
  field: z.string().trim().min(1).max(64),
  label: z.string().trim().min(1).max(200),
});
export type ExportColumn = z.infer<typeof exportColumnSchema>;

/** POST /api/exports: a data list's rows to a file, made by a background job. */
export const exportBodySchema = z
  .strictObject({
    model: dataListModelSchema,
    scope: z.enum(EXPORT_SCOPES),
    format: z.enum(EXPORT_FORMATS),
    /** The list's query as POST /api/data-lists takes it; its model, when given, must match. */
    query: dataListQuerySchema.extend({ model: dataListModelSchema.optional() }).prefault({}),
    /** SELECTED_ITEMS: the rows chosen; ids outside what the caller may see are left out. */
    ids: z.array(z.string().uuid()).max(DATA_LIST_MAX_ROWS).optional(),
    /** BY_DATE: dates (YYYY-MM-DD) in the query's time zone, on the rows' createdAt. */
    dateRange: dateRangeSchema.optional(),
    columns: z.array(exportColumnSchema).min(1).max(EXPORT_MAX_COLUMNS).optional(),
  })
  .superRefine((body, context) => {
    const require = (path: (string | number)[], name: string) =>
      context.addIssue({ code: 'custom', path, message: formatMessage('required', { name }) });
    if (body.scope === 'SELECTED_ITEMS' && !body.ids?.length) require(['ids'], 'ids');
    if (body.scope === 'BY_DATE') {
      if (!body.dateRange?.startDate) require(['dateRange', 'startDate'], 'startDate');
      if (!body.dateRange?.endDate) require(['dateRange', 'endDate'], 'endDate');
    }
  });
export type ExportBody = z.input<typeof exportBodySchema>;
export type ParsedExportBody = z.infer<typeof exportBodySchema>;

export const exportAnswerSchema = dataAnswer(z.object({ jobId: z.string() }));

/** What a finished export job holds in its result. */
export const exportResultSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  rows: z.number().int(),
});
export type ExportResult = z.infer<typeof exportResultSchema>;
