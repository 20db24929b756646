import {
  stockEndpoints as endpoints,
  type StockAddBody,
  type WarehouseBody,
} from '@platfox/domain';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { cachedMutationHook } from '../../platform/api/cachedMutation';
import { dataListKeys } from '../../ui/data-list/keys';
import { timezoneOffset } from '../staff/api';
import { staffStore } from '../staff/staffSession';

/**
 * The staff member checked in at this station, for the stock change to record (as a scan names
 * them); nobody on duty, nothing sent, and the printer account alone is recorded.
 */
function staffOnDuty(): { staffId?: string; timezoneOffset?: number } {
  const { staffId, staff } = staffStore.get();
  return staffId && staff?.hasCheckedIn ? { staffId, timezoneOffset: timezoneOffset() } : {};
}

/** The printer's stock reads: every one is the signed-in printer's own. */
export const stockKeys = queryKeys('stock', {
  warehouses: ['warehouses'],
  warehouse: (id: string) => ['warehouses', id],
  items: (warehouseId: string) => ['items', warehouseId],
  areas: (warehouseId: string) => ['areas', warehouseId],
  stockable: ['stockable'],
  floorItem: (warehouseId: string, code: string) => ['floor', warehouseId, code],
  productStock: (code: string) => ['product', code],
  variants: (productTypeId: string, warehouseId: string) => [
    'variants',
    productTypeId,
    warehouseId,
  ],
});

const data = <T>(answer: Promise<{ data: T }>) => answer.then((body) => body.data);

export const stockApi = {
  warehouses: (signal?: AbortSignal) => data(call(endpoints.getPrinterWarehouses, {}, { signal })),
  warehouse: (id: string, signal?: AbortSignal) =>
    data(call(endpoints.getPrinterWarehousesOne, { params: { id } }, { signal })),
  createWarehouse: (body: WarehouseBody) => data(call(endpoints.postPrinterWarehouses, { body })),
  updateWarehouse: (id: string, body: WarehouseBody) =>
    data(call(endpoints.putPrinterWarehouses, { params: { id }, body })),
  deleteWarehouse: (id: string) => call(endpoints.deletePrinterWarehouses, { params: { id } }),
  addItems: (id: string, blankApparelItemIds: string[]) =>
    data(
      call(endpoints.postPrinterWarehousesItems, { params: { id }, body: { blankApparelItemIds } }),
    ),
  removeItems: (id: string, blankApparelItemIds: string[]) =>
    call(endpoints.postPrinterWarehousesRemoveItems, {
      params: { id },
      body: { blankApparelItemIds },
    }),
  items: (warehouseId: string, signal?: AbortSignal) =>
    data(call(endpoints.getPrinterStockItems, { query: { warehouseId } }, { signal })),
  stockable: (signal?: AbortSignal) =>
    data(call(endpoints.getPrinterStockableItems, {}, { signal })),
  areas: (warehouseId: string, signal?: AbortSignal) =>
    data(call(endpoints.getPrinterStorageAreas, { query: { warehouseId } }, { signal })),
  createArea: (warehouseId: string, name: string) =>
    data(call(endpoints.postPrinterStorageAreas, { body: { warehouseId, name } })),
  deleteArea: (id: string, confirm: string) =>
    call(endpoints.deletePrinterStorageAreas, { params: { id }, body: { confirm } }),
  resetArea: (id: string, confirm: string) =>
    call(endpoints.postPrinterStorageAreasReset, { params: { id }, body: { confirm } }),
  assignToArea: (id: string, stockItemIds: string[]) =>
    data(call(endpoints.postPrinterStorageAreasItems, { params: { id }, body: { stockItemIds } })),
  addInventory: (body: StockAddBody) =>
    data(call(endpoints.postPrinterInventories, { body: { ...body, ...staffOnDuty() } })),
  revert: (id: string) =>
    data(call(endpoints.postPrinterInventoriesRevert, { params: { id }, body: staffOnDuty() })),
  receive: (id: string) =>
    data(call(endpoints.postPrinterInventoriesReceive, { params: { id }, body: staffOnDuty() })),
  inventoryItem: (query: { code: string; warehouseId: string }, signal?: AbortSignal) =>
    data(call(endpoints.getPrinterInventoryItem, { query }, { signal })),
  productStock: (code: string, signal?: AbortSignal) =>
    data(call(endpoints.getWarehouseScanCodeProductStock, { params: { code } }, { signal })),
  setQuantity: (stockItemId: string, quantity: number) =>
    data(
      call(endpoints.putPrinterUpdateStockQuantity, {
        body: { stockItemId, quantity, ...staffOnDuty() },
      }),
    ),
  variants: (query: { productTypeId?: string; warehouseId?: string }, signal?: AbortSignal) =>
    data(call(endpoints.getPrinterGenerateVariant, { query }, { signal })),
  generateVariants: (body: { productTypeId: string; warehouseId: string }) =>
    data(call(endpoints.postPrinterGenerateVariant, { body })),
};

/** What any stock change makes stale: the stock reads, the inventory records and the log. */
export const STOCK_REFRESHES = [
  stockKeys.all,
  dataListKeys.model('inventory'),
  dataListKeys.model('stock-log'),
] as const;

export const useStockMutation = cachedMutationHook(STOCK_REFRESHES);
