import {
  IconBarcode,
  IconBuildingWarehouse,
  IconChecklist,
  IconClipboardList,
  IconClock,
  IconFileDownload,
  IconFileImport,
  IconHistory,
  IconHourglass,
  IconPackage,
  IconPackages,
  IconPrinter,
  IconRoute,
  IconScan,
  IconSearch,
  IconSettings,
  IconShoppingCart,
  IconStack2,
  IconUsers,
} from '@tabler/icons-react';
import { item, section } from './declare';
import type { MenuEntry } from './types';

/** The printer (Supplier) side menu; staff management needs the account's staff flag. */
export const printerMenu: MenuEntry[] = [
  item('/p/scan', IconScan),
  section('production', [
    item('/p', IconPackage),
    item('/p/picking-carts', IconShoppingCart),
    item('/p/check-quality', IconChecklist),
    item('/p/new-items-to-print-pdf', IconPrinter),
    item('/p/statistic-and-find', IconSearch),
    item('/p/my-picked-products', IconClipboardList),
    item('/p/my-processing-products', IconClipboardList),
    item('/p/my-completed-products', IconClipboardList),
    item('/p/awaiting-stock', IconHourglass),
    item('/p/completed-product-scanner', IconBarcode),
    item('/p/downloaded-packing-slip', IconFileDownload),
    item('/p/mass-download', IconFileDownload),
    item('/p/import-tracking-code', IconFileImport),
    item('/p/shipment-tracker', IconRoute),
    item('/p/issues', IconClipboardList),
  ]),
  section('warehouse', [
    item('/p/warehouses', IconBuildingWarehouse),
    item('/p/manage-storage-area', IconStack2),
    item('/p/inventories', IconPackages),
    item('/p/set-stock', IconPackages),
    item('/p/stock-logs', IconHistory),
    item('/p/generate-variant', IconPackage),
  ]),
  section('humanResources', [
    item('/p/hm/staff', IconUsers, { flag: 'isEnabledStaffManagement' }),
    item('/p/hm/work-shift', IconClock, { flag: 'isEnabledStaffManagement' }),
    item('/p/hm/time-tracking', IconClock, { flag: 'isEnabledStaffManagement' }),
  ]),
  section('settings', [
    item('/p/config-send-mails', IconSettings),
    item('/p/api-key', IconSettings),
  ]),
];
