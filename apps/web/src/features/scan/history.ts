import { LOCAL_DATABASE, type OrderItemStatus, type PrinterUnitAction } from '@platfox/domain';
import Dexie, { type EntityTable } from 'dexie';
import { defaultDeps, deleteDatabase, storedVersion, type IndexedDbDeps } from './localDb';

/**
 * The scan history of this device: the browser database of spec 03 section 3.5 ("OTB_Platfox"
 * version 4, table historyScanOrderItems keyed by codeAndQtyIndex). Each scan is upserted, so a
 * unit scanned again moves to the top with its new status.
 */
export type ScanHistoryRow = {
  /** The slip's scan value, "<code>_<quantity index>". */
  codeAndQtyIndex: string;
  code: string;
  qtyIndex: number;
  orderItemId: string;
  imageUrl: string | null;
  productTypeName: string;
  productTitle: string;
  /** "name:value" as the packing slip prints them. */
  attributeOptions: string[];
  status: OrderItemStatus;
  action: PrinterUnitAction;
  /** Epoch milliseconds; the list shows the newest first. */
  createdAt: number;
};

/** The spec's wording of a failed local database operation (spec 01 section 8). */
export const LOCAL_DB_MESSAGES = {
  add: 'Add Data Fail!',
  count: 'Count Fail!',
  delete: 'Delete Fail!',
  get: 'Get Data Fail!',
  update: 'Update Data Fail!',
} as const;
export type LocalDbOperation = keyof typeof LOCAL_DB_MESSAGES;

export class LocalDbError extends Error {
  constructor(readonly operation: LocalDbOperation) {
    super(LOCAL_DB_MESSAGES[operation]);
    this.name = 'LocalDbError';
  }
}

export type ScanHistory = {
  /** The browser has no usable IndexedDB: every operation fails with the spec's message. */
  isFailed: boolean;
  add: (row: ScanHistoryRow) => Promise<void>;
  count: () => Promise<number>;
  get: (codeAndQtyIndex: string) => Promise<ScanHistoryRow | undefined>;
  getAll: () => Promise<ScanHistoryRow[]>;
  update: (codeAndQtyIndex: string, changes: Partial<ScanHistoryRow>) => Promise<void>;
  /** One row, or every row when no key is given. */
  delete: (codeAndQtyIndex?: string) => Promise<void>;
  close: () => void;
};

const { version: VERSION, scanHistoryTable: TABLE, uniqueKey: KEY } = LOCAL_DATABASE;
/** Dexie stores its version n as IndexedDB version n × 10. */
const STORED_VERSION = VERSION * 10;

type HistoryDb = Dexie & { [TABLE]: EntityTable<ScanHistoryRow, typeof KEY> };

const failed: ScanHistory = {
  isFailed: true,
  add: () => Promise.reject(new LocalDbError('add')),
  count: () => Promise.reject(new LocalDbError('count')),
  get: () => Promise.reject(new LocalDbError('get')),
  getAll: () => Promise.reject(new LocalDbError('get')),
  update: () => Promise.reject(new LocalDbError('update')),
  delete: () => Promise.reject(new LocalDbError('delete')),
  close: () => undefined,
};

/** Runs one operation, turning any failure into the spec's message for it. */
async function attempt<T>(operation: LocalDbOperation, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    throw new LocalDbError(operation);
  }
}

/**
 * Opens the history. A database stored at another version is wiped and rebuilt rather than
 * migrated: it holds only a device's recent scans, which the server has anyway. Without IndexedDB
 * (or when it refuses to open) the history is marked failed instead of breaking the screen.
 */
export async function openScanHistory(deps: IndexedDbDeps = {}): Promise<ScanHistory> {
  const fallback = defaultDeps();
  const factory = deps.indexedDB ?? fallback?.indexedDB;
  const keyRange = deps.IDBKeyRange ?? fallback?.IDBKeyRange;
  if (!factory || !keyRange) return failed;
  let db: HistoryDb;
  try {
    const stored = await storedVersion(factory);
    if (stored !== null && stored !== STORED_VERSION) await deleteDatabase(factory);
    db = new Dexie(LOCAL_DATABASE.name, { indexedDB: factory, IDBKeyRange: keyRange }) as HistoryDb;
    db.version(VERSION).stores({ [TABLE]: `${KEY}, createdAt` });
    await db.open();
  } catch {
    return failed;
  }
  const table = db[TABLE];
  return {
    isFailed: false,
    add: (row) => attempt('add', async () => void (await table.put(row))),
    count: () => attempt('count', () => table.count()),
    get: (key) => attempt('get', () => table.get(key)),
    getAll: () => attempt('get', () => table.orderBy('createdAt').reverse().toArray()),
    update: (key, changes) =>
      attempt('update', async () => void (await table.update(key, changes))),
    delete: (key) =>
      attempt('delete', () => (key === undefined ? table.clear() : table.delete(key))),
    close: () => db.close(),
  };
}
