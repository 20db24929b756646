import { packingSlipEndpoints, pathOf, productionEndpoints } from '@platfox/domain';
import {
  actionLogAnswerSchema,
  bulkTrackingAnswerSchema,
  pickAllVariantsCountAnswerSchema,
  printerFindAnswerSchema,
  printerStatisticAnswerSchema,
  productionItemAnswerSchema,
  trackingAnswerSchema,
  unitActionAnswerSchema,
  type BulkTrackingBody,
  type PickAllVariantsBody,
  type PrinterTrackingBody,
  type UnitActionBody,
  type UnitIndexesBody,
} from '@platfox/domain';
import { api } from '../../platform/api';

/** What every status change carries besides its target: the staff member and their day. */
type Staffed = { staffId: string; timezoneOffset: number };

export type ComingDateBody = Staffed & {
  awaitingStockComingAt: string | null;
  qtyIndexes?: number[];
};

export const productionKeys = {
  all: ['production'] as const,
  item: (id: string) => ['production', 'item', id] as const,
  log: (id: string) => ['production', 'log', id] as const,
  pickAllCount: (ids: readonly string[]) => ['production', 'pick-all-count', ...ids] as const,
  statistic: (range: string) => ['production', 'statistic', range] as const,
  find: (text: string) => ['production', 'find', text] as const,
};

/**
 * The printer floor's calls (apps/server/src/modules/production): a refused change shows the
 * server's message as a red toast (spec 02 section 8), the caller shows the success message.
 */
export const productionApi = {
  item: (id: string, signal?: AbortSignal) =>
    api.get(pathOf(productionEndpoints.getPrinterOrderItemsOne, { id }), {
      signal,
      parse: (data) => productionItemAnswerSchema.parse(data).data,
    }),

  log: (id: string, signal?: AbortSignal) =>
    api.get(pathOf(productionEndpoints.getPrinterOrderItemsLogs, { id }), {
      signal,
      parse: (data) => actionLogAnswerSchema.parse(data).data,
    }),

  bulk: (body: UnitActionBody) =>
    api.put(pathOf(productionEndpoints.putPrinterOrderItemsStatus), body, {
      showErrorToast: true,
      parse: (data) => unitActionAnswerSchema.parse(data),
    }),

  indexes: (id: string, body: UnitIndexesBody) =>
    api.put(pathOf(productionEndpoints.putOrderItemsIndexes, { id }), body, {
      showErrorToast: true,
      parse: (data) => unitActionAnswerSchema.parse(data),
    }),

  comingDate: (id: string, body: ComingDateBody) =>
    api.put(pathOf(productionEndpoints.putPrinterOrderItemsComingStockDate, { id }), body, {
      showErrorToast: true,
      parse: (data) => productionItemAnswerSchema.parse(data).data,
    }),

  /** How many to-pick units pick all variants would pick (the confirmation's count). */
  pickAllVariantsCount: (ids: readonly string[], signal?: AbortSignal) =>
    api.post(
      pathOf(productionEndpoints.postPrinterOrderItemsPickAllVariantsCount),
      { ids: [...ids] },
      {
        signal,
        showErrorToast: true,
        parse: (data) => pickAllVariantsCountAnswerSchema.parse(data).data,
      },
    ),

  pickAllVariants: (body: PickAllVariantsBody) =>
    api.put(pathOf(productionEndpoints.putPrinterOrderItemsPickAllVariants), body, {
      showErrorToast: true,
      parse: (data) => data as { message: string },
    }),

  /** The printer's items by status within a statistic range, on the caller's clock. */
  statistic: (range: string, signal?: AbortSignal) =>
    api.get(pathOf(productionEndpoints.getPrinterStatistic), {
      signal,
      query: { range, timezoneOffset: new Date().getTimezoneOffset() },
      parse: (data) => printerStatisticAnswerSchema.parse(data).data,
    }),

  /** The printer's own items matching an order id, a slip code or a tracking code. */
  find: (text: string, signal?: AbortSignal) =>
    api.get(pathOf(productionEndpoints.getPrinterFind), {
      signal,
      query: { q: text },
      showErrorToast: true,
      parse: (data) => printerFindAnswerSchema.parse(data).data,
    }),

  /** Errors are not toasted here: the tracking modal shows them itself. */
  addTracking: (body: PrinterTrackingBody) =>
    api.post(pathOf(productionEndpoints.postPrinterAddTrackingCode), body, {
      parse: (data) => trackingAnswerSchema.parse(data),
    }),

  /** All or nothing; errors are not toasted here: the dialog shows them on their rows. */
  bulkAddTracking: (body: BulkTrackingBody) =>
    api.post(pathOf(productionEndpoints.postPrinterBulkAddTrackingCode), body, {
      parse: (data) => bulkTrackingAnswerSchema.parse(data),
    }),

  setShipping: (id: string, isDisallowShipping: boolean) =>
    api.put(
      pathOf(productionEndpoints.putPrinterOrderItemsShipping, { id }),
      { isDisallowShipping },
      { parse: (data) => productionItemAnswerSchema.parse(data).data },
    ),

  /**
   * The item's packing slips as one PDF, fetched with the session's token; the server records
   * them printed, by the staff member when one is checked in.
   */
  packingSlip: (id: string, query: { staffId: string | null; timezoneOffset: number }) =>
    api.get<Blob>(pathOf(packingSlipEndpoints.getPrinterOrderItemsPackingSlip, { id }), {
      query: {
        ...(query.staffId ? { staffId: query.staffId } : {}),
        timezoneOffset: query.timezoneOffset,
      },
      responseType: 'blob',
      showErrorToast: true,
      parse: (data) => data as Blob,
    }),
};
