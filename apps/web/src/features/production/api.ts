import { packingSlipEndpoints, productionEndpoints } from '@platfox/domain';
import {
  type BulkTrackingBody,
  type PrinterStatisticQuery,
  type PickAllVariantsBody,
  type PrinterTrackingBody,
  type UnitActionBody,
  type UnitIndexesBody,
} from '@platfox/domain';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { useRefresh } from '../../platform/api/cachedMutation';
import { dataListKeys } from '../../ui/data-list/keys';
import { PRINTER_LIST_MODELS } from './listConfig';
import { dataOf } from '../../platform/api/answers';

/** What every status change carries besides its target: the staff member and their day. */
type Staffed = { staffId: string; timezoneOffset: number };

export type ComingDateBody = Staffed & {
  awaitingStockComingAt: string | null;
  qtyIndexes?: number[];
};

export const productionKeys = queryKeys('production', {
  item: (id: string) => ['item', id],
  log: (id: string) => ['log', id],
  pickAllCount: (ids: readonly string[]) => ['pick-all-count', ...ids],
  statistic: (range: string) => ['statistic', range],
  find: (text: string) => ['find', text],
});

/**
 * The printer floor's calls (apps/server/src/modules/production): a refused change shows the
 * server's message as a red toast (spec 02 section 8), the caller shows the success message.
 */
export const productionApi = {
  item: (id: string, signal?: AbortSignal) =>
    call(productionEndpoints.getPrinterOrderItemsOne, { params: { id } }, { signal }).then(dataOf),

  log: (id: string, signal?: AbortSignal) =>
    call(productionEndpoints.getPrinterOrderItemsLogs, { params: { id } }, { signal }).then(dataOf),

  bulk: (body: UnitActionBody) =>
    call(productionEndpoints.putPrinterOrderItemsStatus, { body }, { showErrorToast: true }),

  indexes: (id: string, body: UnitIndexesBody) =>
    call(
      productionEndpoints.putOrderItemsIndexes,
      { params: { id }, body },
      { showErrorToast: true },
    ),

  comingDate: (id: string, body: ComingDateBody) =>
    call(
      productionEndpoints.putPrinterOrderItemsComingStockDate,
      { params: { id }, body },
      { showErrorToast: true },
    ).then(dataOf),

  /** How many to-pick units pick all variants would pick (the confirmation's count). */
  pickAllVariantsCount: (ids: readonly string[], signal?: AbortSignal) =>
    call(
      productionEndpoints.postPrinterOrderItemsPickAllVariantsCount,
      { body: { ids: [...ids] } },
      { signal, showErrorToast: true },
    ).then(dataOf),

  pickAllVariants: (body: PickAllVariantsBody) =>
    call(
      productionEndpoints.putPrinterOrderItemsPickAllVariants,
      { body },
      { showErrorToast: true },
    ),

  /** The printer's items by status within a statistic range, on the caller's clock. */
  statistic: (range: PrinterStatisticQuery['range'], signal?: AbortSignal) =>
    call(
      productionEndpoints.getPrinterStatistic,
      { query: { range, timezoneOffset: new Date().getTimezoneOffset() } },
      { signal },
    ).then(dataOf),

  /** The printer's own items matching an order id, a slip code or a tracking code. */
  find: (text: string, signal?: AbortSignal) =>
    call(
      productionEndpoints.getPrinterFind,
      { query: { q: text } },
      { signal, showErrorToast: true },
    ).then(dataOf),

  /** Errors are not toasted here: the tracking modal shows them itself. */
  addTracking: (body: PrinterTrackingBody) =>
    call(productionEndpoints.postPrinterAddTrackingCode, { body }),

  /** All or nothing; errors are not toasted here: the dialog shows them on their rows. */
  bulkAddTracking: (body: BulkTrackingBody) =>
    call(productionEndpoints.postPrinterBulkAddTrackingCode, { body }),

  setShipping: (id: string, isDisallowShipping: boolean) =>
    call(productionEndpoints.putPrinterOrderItemsShipping, {
      params: { id },
      body: { isDisallowShipping },
    }).then(dataOf),

  /**
   * The item's packing slips as one PDF, fetched with the session's token; the server records
   * them printed, by the staff member when one is checked in.
   */
  packingSlip: (id: string, query: { staffId: string | null; timezoneOffset: number }) =>
    call(
      packingSlipEndpoints.getPrinterOrderItemsPackingSlip,
      {
        params: { id },
        query: {
          ...(query.staffId ? { staffId: query.staffId } : {}),
          timezoneOffset: query.timezoneOffset,
        },
      },
      { showErrorToast: true },
    ),
};

/**
 * After a change on the floor every printer list and the item's own reads are fetched again,
 * since the item moves lists; a caller names the other lists the change moves (printed slips).
 */
export const useRefreshFloor = (otherModels: readonly string[] = []) =>
  useRefresh([
    ...[...PRINTER_LIST_MODELS, ...otherModels].map((model) => dataListKeys.model(model)),
    productionKeys.all,
  ]);
