import { z } from 'zod';
import { ORDER_ITEM_STATUSES, ORDER_STATUSES } from '../orders';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../ledger';
import { STATISTIC_RANGES } from '../engagement';
import { MAX_RANGE_DAYS, daysBetween } from '../statistics';
import { dataAnswer } from './accounts';
import { emailSchema, nameSchema, phoneSchema } from './fields';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Not a date');

/** A statistic's range: one of the spec's, `cr` with its own first and last day. */
export const statisticRangeQuerySchema = z
  .strictObject({
    range: z.enum(STATISTIC_RANGES).default('m'),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
  })
  .superRefine((query, context) => {
    const needsStart = query.range === 'cr' || query.range === 'd';
    if (needsStart && !query.startDate)
      context.addIssue({ code: 'custom', path: ['startDate'], message: 'Please choose a date' });
    if (query.range !== 'cr') return;
    if (!query.endDate)
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'Please choose a date' });
    if (!query.startDate || !query.endDate) return;
    const days = daysBetween(query.startDate, query.endDate);
    if (days < 1)
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The end date must not be before the start date',
      });
    else if (days > MAX_RANGE_DAYS)
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'A range is at most three years',
      });
  });
export type StatisticRangeQuery = z.input<typeof statisticRangeQuerySchema>;

const resolvedRangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(['day', 'month']),
});

const moneyFigures = z.object({
  orders: z.number().int(),
  /** Charges less refunds, in cents. */
  revenue: z.number().int(),
  deposits: z.number().int(),
  withdraws: z.number().int(),
});

/**
 * The admin dashboard's figures. A part is null where the admin may not see it: money needs the
 * transaction statistics, placed orders the orders list, production the order items' list.
 */
export const adminDashboardSchema = z.object({
  today: moneyFigures.partial().nullable(),
  month: moneyFigures.partial().nullable(),
  revenueByDay: z.array(z.object({ period: z.string(), revenue: z.number().int() })).nullable(),
  itemsByStatus: z
    .array(
      z.object({
        status: z.enum(ORDER_ITEM_STATUSES),
        items: z.number().int(),
        units: z.number().int(),
      }),
    )
    .nullable(),
  printersToday: z
    .array(
      z.object({
        printerId: z.string(),
        name: z.string(),
        items: z.number().int(),
        units: z.number().int(),
      }),
    )
    .nullable(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const sellerDashboardSchema = z.object({
  balance: z.number().int(),
  lastTransactions: z.array(
    z.object({
      id: z.string(),
      type: z.enum(TRANSACTION_TYPES),
      status: z.enum(TRANSACTION_STATUSES),
      amount: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), orders: z.number().int() })),
  needs: z.object({
    drafts: z.number().int(),
    invalidAddresses: z.number().int(),
    openIssues: z.number().int(),
  }),
  /** Charges less refunds this month, in cents. */
  spendThisMonth: z.number().int(),
  bestSellers: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      units: z.number().int(),
      revenue: z.number().int(),
    }),
  ),
});
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;

const ledgerFigures = {
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  /** Signed like the ledger: the effect on the balances (charges and withdraws negative). */
  amount: z.number().int(),
  fee: z.number().int(),
  count: z.number().int(),
};
export const transactionStatisticsSchema = z.object({
  range: resolvedRangeSchema,
  series: z.array(z.object({ period: z.string(), ...ledgerFigures })),
  totals: z.array(z.object(ledgerFigures)),
});
export type TransactionStatistics = z.infer<typeof transactionStatisticsSchema>;

const itemFigures = {
  lines: z.number().int(),
  units: z.number().int(),
  revenue: z.number().int(),
};
export const productTypeStatisticsSchema = z.object({
  range: resolvedRangeSchema,
  rows: z.array(z.object({ productTypeId: z.string(), name: z.string(), ...itemFigures })),
  series: z.array(z.object({ period: z.string(), productTypeId: z.string(), ...itemFigures })),
});
export type ProductTypeStatistics = z.infer<typeof productTypeStatisticsSchema>;

const productFigures = {
  ...itemFigures,
  refunds: z.number().int(),
  reprints: z.number().int(),
};
export const productStatisticsSchema = z.object({
  range: resolvedRangeSchema,
  rows: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      sku: z.string(),
      productTypeName: z.string(),
      sellerName: z.string(),
      ...productFigures,
    }),
  ),
});
export type ProductStatistics = z.infer<typeof productStatisticsSchema>;

export const productStatisticSchema = z.object({
  range: resolvedRangeSchema,
  product: z.object({
    id: z.string(),
    title: z.string(),
    sku: z.string(),
    productTypeName: z.string(),
    sellerName: z.string(),
  }),
  totals: z.object(productFigures),
  series: z.array(z.object({ period: z.string(), ...productFigures })),
});
export type ProductStatistic = z.infer<typeof productStatisticSchema>;

/** Spec 03 section 3.4's sale statistics, one row per salesman. */
export const saleKpiSchema = z.object({
  range: resolvedRangeSchema,
  rows: z.array(
    z.object({
      salesmanId: z.string(),
      saleMan: z.string(),
      saleCode: z.string(),
      totalDeposit: z.number().int(),
      totalUsers: z.number().int(),
      totalNewUsers: z.number().int(),
      usersWithDeposits: z.number().int(),
    }),
  ),
});
export type SaleKpi = z.infer<typeof saleKpiSchema>;

/** The user sale-code statistics: each seller a sale code brought, and their deposits. */
export const saleCodeStatisticsSchema = z.object({
  range: resolvedRangeSchema,
  rows: z.array(
    z.object({
      userId: z.string(),
      fullName: z.string(),
      email: z.string(),
      saleCode: z.string(),
      saleMan: z.string(),
      registeredAt: z.string(),
      totalDeposit: z.number().int(),
      deposits: z.number().int(),
    }),
  ),
});
export type SaleCodeStatistics = z.infer<typeof saleCodeStatisticsSchema>;

/** A sale code: letters, digits, - and _, kept upper-case (it travels in a link). */
export const saleCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9_-]{2,31}$/, 'Use 3 to 32 letters, digits, - or _');

export const salesmanBodySchema = z.strictObject({
  name: nameSchema,
  email: emailSchema.optional().or(z.literal('')),
  phone: phoneSchema,
  /** Left empty, a code is made from the name. */
  saleCode: saleCodeSchema.optional().or(z.literal('')),
});
export type SalesmanBody = z.input<typeof salesmanBodySchema>;

export const salesmanSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  saleCode: z.string(),
  sellers: z.number().int(),
  createdAt: z.string(),
});
export type Salesman = z.infer<typeof salesmanSchema>;

export const adminDashboardAnswerSchema = dataAnswer(adminDashboardSchema);
export const sellerDashboardAnswerSchema = dataAnswer(sellerDashboardSchema);
export const transactionStatisticsAnswerSchema = dataAnswer(transactionStatisticsSchema);
export const productTypeStatisticsAnswerSchema = dataAnswer(productTypeStatisticsSchema);
export const productStatisticsAnswerSchema = dataAnswer(productStatisticsSchema);
export const productStatisticAnswerSchema = dataAnswer(productStatisticSchema);
export const saleKpiAnswerSchema = dataAnswer(saleKpiSchema);
export const saleCodeStatisticsAnswerSchema = dataAnswer(saleCodeStatisticsSchema);
export const salesmanAnswerSchema = dataAnswer(salesmanSchema);
export const salesmenAnswerSchema = dataAnswer(z.array(salesmanSchema));
