import { z } from 'zod';
import { STATISTIC_RANGES } from '../engagement';
import { ORDER_ITEM_STATUSES } from '../orders';
import { dataAnswer } from './accounts';
import { MAX_BULK_ITEMS } from './production';

/*
 * The printer's lists beyond the data lists (issue 6, spec 03 section 7.5): pick all variants,
 * the statistic by status and the find box of /p/statistic-and-find.
 */

const ids = z.array(z.string().uuid()).min(1).max(MAX_BULK_ITEMS);

/** How many to-pick units "pick all variants" would pick: the variants of the chosen items. */
export const pickAllVariantsCountBodySchema = z.strictObject({ ids });
export type PickAllVariantsCountBody = z.infer<typeof pickAllVariantsCountBodySchema>;

/** Pick all variants: every to-pick unit of the chosen items' variants, by the staff member. */
export const pickAllVariantsBodySchema = z.strictObject({
  ids,
  staffId: z.string().uuid(),
  timezoneOffset: z.number().int().min(-840).max(840).optional(),
});
export type PickAllVariantsBody = z.infer<typeof pickAllVariantsBodySchema>;

export const pickAllVariantsCountAnswerSchema = dataAnswer(
  z.object({ units: z.number().int(), items: z.number().int() }),
);
export type PickAllVariantsCount = z.infer<typeof pickAllVariantsCountAnswerSchema>['data'];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'The date is not valid (YYYY-MM-DD)');

/**
 * The statistic's range (spec 03: cr custom range, d one day, m this month, today, w the last 7
 * days, y this year, yesterday) in the caller's time zone (Date#getTimezoneOffset minutes).
 */
export const printerStatisticQuerySchema = z
  .strictObject({
    range: z.enum(STATISTIC_RANGES).default('today'),
    startDate: day.optional(),
    endDate: day.optional(),
    timezoneOffset: z.coerce.number().int().min(-840).max(840).default(0),
  })
  .superRefine((query, context) => {
    if ((query.range === 'cr' || query.range === 'd') && !query.startDate) {
      context.addIssue({ code: 'custom', path: ['startDate'], message: 'Please choose a date' });
    }
    if (query.range === 'cr' && !query.endDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'Please choose a date' });
    }
    if (
      query.range === 'cr' &&
      query.startDate &&
      query.endDate &&
      query.endDate < query.startDate
    ) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The end date must not be before the start date',
      });
    }
  });
export type PrinterStatisticQuery = z.output<typeof printerStatisticQuerySchema>;

export const printerStatisticAnswerSchema = dataAnswer(
  z.object({
    startDate: z.string(),
    endDate: z.string(),
    total: z.number().int(),
    byStatus: z.array(z.object({ status: z.enum(ORDER_ITEM_STATUSES), count: z.number().int() })),
  }),
);
export type PrinterStatistic = z.infer<typeof printerStatisticAnswerSchema>['data'];

/** Find: an order id, a packing-slip code (or a scanned slip "CODE_2") or a tracking code. */
export const printerFindQuerySchema = z.strictObject({
  q: z.string().trim().min(1, 'Please type or scan a code').max(120),
});

export const printerFoundItemSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: z.enum(ORDER_ITEM_STATUSES),
  productTitle: z.string(),
  productTypeName: z.string(),
  quantity: z.number().int(),
  trackingCode: z.string().nullable(),
});
export type PrinterFoundItem = z.infer<typeof printerFoundItemSchema>;
export const printerFindAnswerSchema = dataAnswer(z.array(printerFoundItemSchema));
