import { z } from 'zod';
import { INVENTORY_ACTIONS, INVENTORY_STATUSES, INVENTORY_TYPES } from '../../catalog';
import { STOCK_LOG_REASONS } from '../../schemas/stock';
import { access } from '../access';
import { listChoices, listDate, listModel, listRow } from './declare';

/*
 * The printer's stock lists (issue 32): the stock log, the printer's own (/p/stock-logs) and every
 * printer's for admins (/a/stock-logs), and the inventory records (/p/inventories). Filters: by
 * item, warehouse, date and user, as the issue asks.
 */

const stockLogFields = {
  itemName: { type: 'text' },
  productTypeItemId: { type: 'autocomplete' },
  warehouseId: { type: 'autocomplete' },
  storageAreaName: { type: 'text', isExistenceEnabled: true },
  reason: { type: 'array', isSortable: true, choices: listChoices(STOCK_LOG_REASONS) },
  ref: { type: 'text', isExistenceEnabled: true },
  previousStock: { type: 'int', isSortable: true },
  stock: { type: 'int', isSortable: true },
  actorId: { type: 'autocomplete' },
  /** The staff member on duty who moved the stock (the desk's checked-in member, the picker). */
  staffId: { type: 'autocomplete', isExistenceEnabled: true },
  createdAt: { type: 'time', isSortable: true },
} as const;

const stockLogRow = {
  itemName: z.string(),
  productTypeItemId: z.string(),
  warehouseId: z.string(),
  warehouseName: z.string(),
  storageAreaName: z.string().nullable(),
  reason: z.enum(STOCK_LOG_REASONS),
  ref: z.string().nullable(),
  previousStock: z.number().int(),
  stock: z.number().int(),
  actorId: z.string().nullable(),
  actorFullName: z.string().nullable(),
  staffId: z.string().nullable(),
  staffFullName: z.string().nullable(),
  createdAt: listDate,
};

/** The printer's own stock log (/p/stock-logs). */
export const stockLogList = listModel({
  name: 'stock-log',
  access: access.types('PRINTER'),
  fields: stockLogFields,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow(stockLogRow),
});

/** Every printer's stock log, for admins with STOCK_LOG_ACCESS (/a/stock-logs). */
export const adminStockLogList = listModel({
  name: 'admin-stock-log',
  access: access.admin('STOCK_LOG_ACCESS'),
  fields: { ...stockLogFields, printerId: { type: 'autocomplete' } },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({ ...stockLogRow, printerId: z.string(), printerName: z.string() }),
});

/** The printer's inventory records (/p/inventories): receipts and issues, revertible once. */
export const inventoryList = listModel({
  name: 'inventory',
  access: access.types('PRINTER'),
  fields: {
    warehouseId: { type: 'autocomplete' },
    type: { type: 'array', isSortable: true, choices: listChoices(INVENTORY_TYPES) },
    action: { type: 'array', isSortable: true, choices: listChoices(INVENTORY_ACTIONS) },
    status: { type: 'array', isSortable: true, choices: listChoices(INVENTORY_STATUSES) },
    inventoryRefId: { type: 'text', isExistenceEnabled: true },
    totalQuantity: { type: 'int', isSortable: true },
    expectedAt: { type: 'time', isSortable: true, isExistenceEnabled: true },
    createdAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    warehouseId: z.string(),
    warehouseName: z.string(),
    type: z.enum(INVENTORY_TYPES),
    action: z.enum(INVENTORY_ACTIONS),
    status: z.enum(INVENTORY_STATUSES),
    inventoryRefId: z.string().nullable(),
    totalQuantity: z.number().int(),
    itemNames: z.string(),
    expectedAt: listDate.nullable(),
    createdAt: listDate,
  }),
});

/**
 * The admin's list of items waiting for stock, across printers (/a/awaiting-stock-items, spec 01
 * section 2.3): each with its coming date (the earliest of its waiting units'), its printer, what
 * was ordered and how long it has waited (oldest first).
 */
export const adminItemAwaitingStockList = listModel({
  name: 'admin-item-awaiting-stock',
  access: access.admin('ORDER_ITEM_ACCESS'),
  fields: {
    orderId: { type: 'array' },
    printerId: { type: 'autocomplete' },
    productTitle: { type: 'text', isSortable: true },
    productTypeName: { type: 'text', isSortable: true },
    variantName: { type: 'text', isSortable: true },
    productSku: { type: 'text', isSortable: true },
    quantity: { type: 'int', isSortable: true },
    comingAt: { type: 'time', isSortable: true, isExistenceEnabled: true },
    createdAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'createdAt', direction: 'asc' },
  row: listRow({
    orderId: z.string(),
    printerId: z.string().nullable(),
    printerName: z.string().nullable(),
    productTitle: z.string(),
    productTypeName: z.string(),
    variantName: z.string(),
    productSku: z.string(),
    quantity: z.number().int(),
    comingAt: listDate.nullable(),
    createdAt: listDate,
  }),
});
