import exportsEn from './exports/en';
import importsEn from './imports/en';
import qualityEn from './quality/en';
import completedScannerEn from './completed-scanner/en';
import notificationsEn from './notifications/en';
import couponsEn from './coupons/en';
import advancedFiltersEn from './advanced-filters/en';
import catalogEn from './catalog/en';
import productsEn from './products/en';
import transactionsEn from './transactions/en';
import ordersEn from './orders/en';
import afterSaleEn from './after-sale/en';
import printerItemsEn from './printer-items/en';
import slipsEn from './slips/en';
import accountsEn from './accounts/en';
import dataListEn from './data-list/en';
import dataListPanelsEn from './data-list-panels/en';
import scanEn from './scan/en';
import shipmentTrackerEn from './shipment-tracker/en';
import stockEn from './stock/en';
import cartsEn from './carts/en';
import printDesignsEn from './print-designs/en';
// The printer's people (issue 33).
import peopleEn from './people/en';
// Issue 34: dashboards, statistics and salesmen.
import statisticsEn from './statistics/en';
import signaturesEn from './signatures/en';
import networksEn from './networks/en';
import engagementEn from './engagement/en';
import etsyEn from './etsy/en';
import storesEn from './stores/en';
import emptyStatesEn from './empty-states/en';
import webhooksEn from './webhooks/en';
import settingsEn from './settings/en';
// Issue 36: site content.
import siteContentEn from './site-content/en';
import appTypesEn from './app-types/en';
import mailEn from './mail/en';
import galleryEn from './gallery/en';
import issuesEn from './issues/en';
import auditEn from './audit/en';
import statusesEn from './statuses/en';

/** English strings of the areas' screens, loaded with the first screen (i18n `loadAllStrings`). */
const enAreas = {
  accounts: accountsEn,
  exports: exportsEn,
  imports: importsEn,
  quality: qualityEn,
  completedScanner: completedScannerEn,
  notifications: notificationsEn,
  coupons: couponsEn,
  advancedFilters: advancedFiltersEn,
  catalog: catalogEn,
  products: productsEn,
  transactions: transactionsEn,
  orders: ordersEn,
  afterSale: afterSaleEn,
  printerItems: printerItemsEn,
  slips: slipsEn,
  dataList: dataListEn,
  dataListPanels: dataListPanelsEn,
  scan: scanEn,
  shipmentTracker: shipmentTrackerEn,
  stock: stockEn,
  carts: cartsEn,
  printDesigns: printDesignsEn,
  people: peopleEn,
  statistics: statisticsEn,
  signatures: signaturesEn,
  networks: networksEn,
  engagement: engagementEn,
  stores: storesEn,
  etsy: etsyEn,
  emptyStates: emptyStatesEn,
  webhooks: webhooksEn,
  settings: settingsEn,
  siteContent: siteContentEn,
  appTypes: appTypesEn,
  mail: mailEn,
  gallery: galleryEn,
  issues: issuesEn,
  audit: auditEn,
  statuses: statusesEn,
};

export default enAreas;
