import { lazyPage } from './lazyPage';
import { routesFor } from './declare';
import { apiKeysPage, profilePage } from './pages';
import type { AppRoute } from './types';

const printer = routesFor('PRINTER');
/** The floor's five item lists are one screen; the path picks the list. */
const printerItemsPage = lazyPage(() => import('../../features/production/PrinterItemsPage'));
const warehousePage = lazyPage(() => import('../../features/stock/WarehousePage'));
const stockLogsPage = lazyPage(() => import('../../features/stock/StockLogsPage'));

/** Printer routes (spec 01 section 2.5), prefix /p; the printer lands on scan and print. */
export const printerRoutes: AppRoute[] = [
  printer('/p', 'availableProducts', { page: printerItemsPage }),
  printer('/p/api-key', 'apiKey', { page: apiKeysPage }),
  printer('/p/check-quality', 'checkQuality', {
    page: lazyPage(() => import('../../features/quality/CheckQualityPage')),
  }),
  printer('/p/verify-detail/:id', 'verifyDetail', {
    page: lazyPage(() => import('../../features/verify/VerifyDetailPage')),
  }),
  // Leaving a verification summary half done loses the scan session, so it asks first.
  printer('/p/verify-summary/:id', 'verifySummary', {
    hasLeaveConfirmation: true,
    page: lazyPage(() => import('../../features/verify/VerifySummaryPage')),
  }),
  printer('/p/new-items-to-print-pdf', 'newItemsToPrint', { page: printerItemsPage }),
  printer('/p/statistic-and-find', 'statisticAndFind', {
    page: lazyPage(() => import('../../features/production/StatisticAndFindPage')),
  }),
  printer('/p/issues', 'issues', {
    opensWith: 'issue',
    page: lazyPage(() => import('../../features/issues/IssuesPage')),
  }),
  printer('/p/issue/:id', 'issue', {
    opensWith: 'issue.getPrinterIssuesOne',
    page: lazyPage(() => import('../../features/issues/IssueDetailPage')),
  }),
  printer('/p/downloaded-packing-slip', 'downloadedPackingSlips', {
    page: lazyPage(() => import('../../features/slips/DownloadedSlipsPage')),
  }),
  printer('/p/hm/staff', 'staff', {
    page: lazyPage(() => import('../../features/staff/StaffListPage')),
  }),
  printer('/p/hm/work-shift', 'workShift', {
    page: lazyPage(() => import('../../features/people/WorkShiftsPage')),
  }),
  printer('/p/hm/time-tracking', 'staffTimeTracking', {
    page: lazyPage(() => import('../../features/people/TimeTrackingPage')),
  }),
  printer('/p/mass-download', 'massDownload', {
    page: lazyPage(() => import('../../features/slips/MassDownloadPage')),
  }),
  printer('/p/import-tracking-code', 'importTrackingCode', {
    page: lazyPage(() => import('../../features/imports/TrackingImportPage')),
  }),
  printer('/p/profile/edit/:id', 'profile', { page: profilePage }),
  printer('/p/stock-logs', 'stockLogs', { opensWith: 'stock-log', page: stockLogsPage }),
  printer('/p/verify-token-owner', 'verifyTokenOwner', {
    isChatHidden: true,
    page: lazyPage(() => import('../../features/owner/VerifyTokenOwnerPage')),
  }),
  printer('/p/order/:id', 'orderItem', {
    page: lazyPage(() => import('../../features/production/PrinterOrderPage')),
  }),
  // The printer's stock (issue 32).
  printer('/p/inventories', 'inventories', {
    opensWith: 'inventory',
    page: lazyPage(() => import('../../features/stock/InventoriesPage')),
  }),
  printer('/p/warehouses', 'warehouses', {
    page: lazyPage(() => import('../../features/stock/WarehousesPage')),
  }),
  printer('/p/warehouse/create', 'warehouse', { page: warehousePage }),
  printer('/p/warehouse/:id', 'warehouse', {
    opensWith: 'stock.getPrinterWarehousesOne',
    page: warehousePage,
  }),
  printer('/p/shipment-tracker', 'shipmentTracker', {
    page: lazyPage(() => import('../../features/shipment-tracker/ShipmentTrackerPage')),
  }),
  printer('/p/config-send-mails', 'configSendMails', {
    page: lazyPage(() => import('../../features/people/MailSettingsPage')),
  }),
  printer('/p/scan', 'scanAndPrint', {
    page: lazyPage(() => import('../../features/scan/ScanPage')),
  }),
  // Cart picking (issue 32): the carts, and one cart's walk, bins and scan.
  printer('/p/picking-carts', 'pickingCarts', {
    page: lazyPage(() => import('../../features/picking-carts/CartsPage')),
  }),
  printer('/p/picking-cart/:id', 'pickingCart', {
    opensWith: 'production.getPrinterCartsOne',
    page: lazyPage(() => import('../../features/picking-carts/CartPage')),
  }),
  printer('/p/manage-storage-area', 'storageAreas', {
    page: lazyPage(() => import('../../features/stock/StorageAreasPage')),
  }),
  printer('/p/generate-variant', 'generateVariants', {
    opensWith: 'stock.getPrinterGenerateVariant',
    page: lazyPage(() => import('../../features/stock/GenerateVariantPage')),
  }),
  // The inventory floor screen runs full screen, without the authenticated layout.
  printer('/inventory', 'inventory', {
    layout: 'bare',
    isChatHidden: true,
    page: lazyPage(() => import('../../features/stock/InventoryFloorPage')),
  }),
  // Screens spec 01 section 2.5 names without a path; the paths below are ours.
  printer('/p/awaiting-stock', 'awaitingStock', { page: printerItemsPage }),
  printer('/p/completed-product-scanner', 'completedProductScanner', {
    page: lazyPage(() => import('../../features/completed-scanner/CompletedScannerPage')),
  }),
  printer('/p/my-picked-products', 'myPickedProducts', { page: printerItemsPage }),
  printer('/p/my-processing-products', 'myProcessingProducts', { page: printerItemsPage }),
  printer('/p/my-completed-products', 'myCompletedProducts', { page: printerItemsPage }),
  printer('/p/set-stock', 'setStock', {
    page: lazyPage(() => import('../../features/stock/SetStockPage')),
  }),
  printer('/p/packing-slip/:id', 'packingSlip', {
    page: lazyPage(() => import('../../features/slips/PackingSlipPage')),
  }),
  printer('/p/print-design/:code', 'printDesign', {
    page: lazyPage(() => import('../../features/print-designs/PrinterPrintDesignPage')),
    opensWith: 'production.getPrinterPrintDesignsOne',
  }),
];
