import { z } from 'zod';
import { INVENTORY_ACTIONS, INVENTORY_STATUSES, INVENTORY_TYPES } from '../catalog';
import { dataAnswer } from './accounts';
import { DEFAULT_MAX_LENGTH } from './fields';

/*
 * The printer's stock (issue 32; spec 01 section 2.5, spec 03 sections 3.3 and 7.5): warehouses
 * (an address and a default flag, one default per printer), storage areas (named bins inside a
 * warehouse), stock items (one blank-apparel item held in one warehouse, in at most one storage
 * area), inventory records (a receipt IN or an issue OUT, APPROVED, IN_TRANSIT or REVERTED) and
 * the stock log (every change: who, when, before and after, and why).
 */

/** Why a stock item's quantity changed; the stock log shows it in words. */
export const STOCK_LOG_REASONS = ['RECEIVE', 'ISSUE', 'REVERT', 'SET', 'PICK'] as const;
export type StockLogReason = (typeof STOCK_LOG_REASONS)[number];

/** What a destructive storage-area action needs typed (spec 03 section 5). */
export const STOCK_CONFIRM_WORD = 'CONFIRM';

export const STOCK_MESSAGES = {
  warehouseNotFound: 'Warehouse not found',
  storageAreaNotFound: 'Storage area not found',
  stockItemNotFound: 'Stock item not found',
  inventoryNotFound: 'Inventory record not found',
  blankApparelItemUnknown: 'The selected blank apparel item is invalid',
  nameTaken: 'The name has already been taken',
  defaultWarehouseKept: 'Make another warehouse the default before removing this one',
  warehouseHoldsStock: 'The warehouse still holds stock; move or issue it first',
  itemHoldsStock: 'The item still has stock; issue it before removing it',
  confirmRequired: `Type ${STOCK_CONFIRM_WORD} to confirm`,
  belowZero: 'Stock cannot go below zero',
  alreadyReverted: 'This inventory record is already reverted',
  notInTransit: 'Only an inventory record in transit can be received',
  areaOfOtherWarehouse: 'The storage area belongs to another warehouse',
  productTypeNotPrinted: 'Product type not found among those you print',
  itemCodeUnknown: 'No blank-apparel item you stock has this code',
  noWarehouse: 'Create a warehouse first',
} as const;

const name = z.string().trim().min(1).max(DEFAULT_MAX_LENGTH);
const uuid = z.string().uuid();

// ---- Warehouses ----

export const warehouseBodySchema = z.strictObject({
  name,
  address: z.string().trim().min(1).max(1000),
  isDefault: z.boolean().optional(),
});
export type WarehouseBody = z.infer<typeof warehouseBodySchema>;

export const warehouseSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  isDefault: z.boolean(),
  itemCount: z.number().int(),
  totalStock: z.number().int(),
  storageAreaCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;
export const warehouseAnswerSchema = dataAnswer(warehouseSchema);
export const warehousesAnswerSchema = dataAnswer(z.array(warehouseSchema));

/** Add blank-apparel items to a warehouse (stock 0), or remove items holding no stock. */
export const warehouseItemsBodySchema = z.strictObject({
  blankApparelItemIds: z.array(uuid).min(1).max(500),
});

// ---- Stock items and storage areas ----

export const stockItemSchema = z.object({
  id: z.string(),
  warehouseId: z.string(),
  blankApparelItemId: z.string(),
  productTypeItemId: z.string(),
  /** The product type's name and the item's attributes ("Classic T-Shirt · Black / M"). */
  name: z.string(),
  storageAreaId: z.string().nullable(),
  storageAreaName: z.string().nullable(),
  quantity: z.number().int(),
  updatedAt: z.string(),
});
export type StockItem = z.infer<typeof stockItemSchema>;
export const stockItemsAnswerSchema = dataAnswer(z.array(stockItemSchema));
export const stockItemsQuerySchema = z.strictObject({ warehouseId: uuid.optional() });

export const storageAreaBodySchema = z.strictObject({ warehouseId: uuid, name });
export const storageAreaRenameBodySchema = z.strictObject({ name });
export const storageAreaSchema = z.object({
  id: z.string(),
  warehouseId: z.string(),
  warehouseName: z.string(),
  name: z.string(),
  itemCount: z.number().int(),
  totalStock: z.number().int(),
  createdAt: z.string(),
});
export type StorageArea = z.infer<typeof storageAreaSchema>;
export const storageAreaAnswerSchema = dataAnswer(storageAreaSchema);
export const storageAreasAnswerSchema = dataAnswer(z.array(storageAreaSchema));
export const storageAreasQuerySchema = z.strictObject({ warehouseId: uuid.optional() });

/** Assign (or move) stock items into the area; they must be in the area's warehouse. */
export const storageAreaItemsBodySchema = z.strictObject({
  stockItemIds: z.array(uuid).min(1).max(500),
});
/** Delete an area, or take every item out of it: the user types CONFIRM. */
export const storageAreaConfirmBodySchema = z.strictObject({
  confirm: z
    .string()
    .refine((typed) => typed === STOCK_CONFIRM_WORD, STOCK_MESSAGES.confirmRequired),
});

// ---- Inventory ----

/**
 * The staff member checked in at the station (the receiving desk, a printer's screen), as a scan
 * names them: the record and its stock log rows carry them, once the server finds them checked in
 * by the station's day (timezoneOffset, minutes as the scan takes it). Without it, the printer
 * account alone is recorded.
 */
const staffOnDutyFields = {
  staffId: uuid.optional(),
  timezoneOffset: z.number().int().min(-840).max(840).optional(),
};

/**
 * The stock add payload of spec 03 section 3.3: userId (the printer; a printer may only name
 * itself), blankApparelItems with quantities, wareHouseId, isSubtractedStock (an issue OUT rather
 * than a receipt IN) and inventoryRefId (the supplier's delivery note or PO). A receipt may be
 * recorded IN_TRANSIT with the day it is expected: it moves no stock until it is received, and its
 * day is the coming date of the items waiting for it.
 */
export const stockAddBodySchema = z.strictObject({
  userId: uuid.optional(),
  wareHouseId: uuid,
  blankApparelItems: z
    .array(
      z.strictObject({
        blankApparelItemId: uuid,
        quantity: z.number().int().min(1).max(1_000_000),
        storageAreaId: uuid.nullable().optional(),
      }),
    )
    .min(1)
    .max(500),
  isSubtractedStock: z.boolean().optional(),
  inventoryRefId: z.string().trim().max(DEFAULT_MAX_LENGTH).nullable().optional(),
  type: z.enum(INVENTORY_TYPES).optional(),
  isInTransit: z.boolean().optional(),
  expectedAt: z.string().datetime({ offset: true }).nullable().optional(),
  ...staffOnDutyFields,
});
export type StockAddBody = z.infer<typeof stockAddBodySchema>;

export const inventorySchema = z.object({
  id: z.string(),
  warehouseId: z.string(),
  warehouseName: z.string(),
  type: z.enum(INVENTORY_TYPES),
  action: z.enum(INVENTORY_ACTIONS),
  status: z.enum(INVENTORY_STATUSES),
  inventoryRefId: z.string().nullable(),
  expectedAt: z.string().nullable(),
  lines: z.array(
    z.object({ stockItemId: z.string(), name: z.string(), quantity: z.number().int() }),
  ),
  totalQuantity: z.number().int(),
  createdAt: z.string(),
  revertedAt: z.string().nullable(),
});
export type Inventory = z.infer<typeof inventorySchema>;
export const inventoryAnswerSchema = dataAnswer(inventorySchema);

/**
 * A revert, or the receipt of stock in transit, by the station: the staff member on duty its
 * stock log rows carry (staffOnDutyFields). The body may be left out (Fastify reads a POST
 * without one as null): the printer account alone is then recorded, as before the field existed.
 */
export const inventoryStepBodySchema = z.strictObject(staffOnDutyFields).nullish();
export type InventoryStepBody = NonNullable<z.infer<typeof inventoryStepBodySchema>>;

// ---- Set stock ----

/** printer/update-stock-quantity: the printer's own count of one stock item. */
export const updateStockQuantityBodySchema = z.strictObject({
  stockItemId: uuid,
  quantity: z.number().int().min(0).max(10_000_000),
  note: z.string().trim().max(DEFAULT_MAX_LENGTH).nullable().optional(),
  ...staffOnDutyFields,
});
export type UpdateStockQuantityBody = z.infer<typeof updateStockQuantityBodySchema>;
export const stockItemAnswerSchema = dataAnswer(stockItemSchema);

/** A blank-apparel item the printer may stock (of a product type it prints), by name. */
export const stockableItemSchema = z.object({
  id: z.string(),
  productTypeItemId: z.string(),
  name: z.string(),
});
export type StockableItem = z.infer<typeof stockableItemSchema>;
export const stockableItemsAnswerSchema = dataAnswer(z.array(stockableItemSchema));

// ---- Generate variant ----

/**
 * /p/generate-variant: every attribute combination of a product type the printer prints, made
 * into the warehouse's items in one step. The preview names each combination and whether the
 * warehouse holds it already (those are skipped).
 */
export const generateVariantQuerySchema = z.strictObject({
  productTypeId: uuid.optional(),
  warehouseId: uuid.optional(),
});
export const generateVariantBodySchema = z.strictObject({
  productTypeId: uuid,
  warehouseId: uuid,
});
export const variantCombinationSchema = z.object({
  productTypeItemId: z.string(),
  /** The combination's attribute options ("Black / M"). */
  name: z.string(),
  /** The warehouse holds this combination already: generating skips it. */
  exists: z.boolean(),
});
export type VariantCombination = z.infer<typeof variantCombinationSchema>;
export const generateVariantPreviewSchema = z.object({
  /** The product types the printer prints, by name. */
  productTypes: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The chosen product type's combinations (empty until a product type and warehouse are chosen). */
  combinations: z.array(variantCombinationSchema),
});
export type GenerateVariantPreview = z.infer<typeof generateVariantPreviewSchema>;
export const generateVariantPreviewAnswerSchema = dataAnswer(generateVariantPreviewSchema);
export const generateVariantResultSchema = z.object({
  made: z.number().int(),
  skipped: z.number().int(),
});
export type GenerateVariantResult = z.infer<typeof generateVariantResultSchema>;
export const generateVariantAnswerSchema = dataAnswer(generateVariantResultSchema);

// ---- The inventory floor screen (/inventory) ----

/** The floor's look-up: a scanned or typed item code (SKU, or the item's id) in a warehouse. */
export const inventoryItemQuerySchema = z.strictObject({
  code: z.string().trim().min(1).max(DEFAULT_MAX_LENGTH),
  /** The printer's default warehouse when absent. */
  warehouseId: uuid.optional(),
});
export type InventoryItemQuery = z.infer<typeof inventoryItemQuerySchema>;

/** One change of the item's stock as the floor screen lists it, newest first. */
export const inventoryItemLogSchema = z.object({
  id: z.string(),
  reason: z.enum(STOCK_LOG_REASONS),
  ref: z.string().nullable(),
  previousStock: z.number().int(),
  stock: z.number().int(),
  createdAt: z.string(),
});
export type InventoryItemLog = z.infer<typeof inventoryItemLogSchema>;

/**
 * The scanned item at the receiving desk: what it is, its stock item in the warehouse (null until
 * stock first comes in) and its last stock log rows.
 */
export const inventoryItemSchema = z.object({
  blankApparelItemId: z.string(),
  sku: z.string(),
  name: z.string(),
  warehouseId: z.string(),
  stockItem: stockItemSchema.nullable(),
  logs: z.array(inventoryItemLogSchema),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;
export const inventoryItemAnswerSchema = dataAnswer(inventoryItemSchema);

// ---- The warehouse user's scan (/wh/scan-code-product) ----

/** Where a blank-apparel item of the scanned product is kept, and how many. */
export const productStockPlaceSchema = z.object({
  printerName: z.string(),
  warehouseName: z.string(),
  storageAreaName: z.string().nullable(),
  quantity: z.number().int(),
});
/** The scanned product's blank-apparel items with their stock, by place (the walk order). */
export const productStockSchema = z.object({
  productId: z.string(),
  items: z.array(
    z.object({
      blankApparelItemId: z.string(),
      sku: z.string(),
      name: z.string(),
      totalStock: z.number().int(),
      places: z.array(productStockPlaceSchema),
    }),
  ),
});
export type ProductStock = z.infer<typeof productStockSchema>;
export const productStockAnswerSchema = dataAnswer(productStockSchema);
