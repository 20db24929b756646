/**
 * Every endpoint of the API, by area: one file per area, each an object of declarations. The
 * server serves each one (platform/serve.ts) and the web calls it (platform/api/call.ts).
 */
import { accountEndpoints } from './accounts';
import { platformEndpoints } from './platform';
import { catalogEndpoints } from './catalog';
import { orderEndpoints } from './orders';
import { importEndpoints } from './imports';
import { exportEndpoints } from './exports';
import { couponEndpoints } from './coupons';
import { advancedFilterEndpoints } from './advanced-filters';
import { networkEndpoints } from './networks';
import { eventEndpoints } from './events';
import { ledgerEndpoints } from './ledger';
import { notificationEndpoints } from './notifications';
import { dataListEndpoints } from './data-lists';
import { productionEndpoints } from './production';
import { packingSlipEndpoints } from './packing-slips';
import { shipmentTrackerEndpoints } from './shipment-trackers';
import { staffEndpoints } from './staff';
import { webhookEndpoints } from './webhooks';
import { storeEndpoints } from './stores';
import { issueEndpoints } from './issues';
import { settingEndpoints } from './settings';
import { tiktokShopEndpoints } from './tiktok-shop';
import { auditEndpoints } from './audit';
import { stockEndpoints } from './stock';
// The printer's people (issue 33).
import { humanResourceEndpoints } from './human-resources';
// Issue 36: site content.
import { siteContentEndpoints } from './site-content';
import { galleryEndpoints } from './gallery';
import { backupEndpoints } from './backups';
import { engagementEndpoints } from './engagement';
import { statisticsEndpoints } from './statistics';
// Issue 36: mail configuration, sent mails, notification settings.
import { mailEndpoints } from './mail';
// Issue 36: generated mockups, direct uploads.
import { mockupEndpoints, uploadEndpoints } from './mockups';

export {
  accountEndpoints,
  platformEndpoints,
  catalogEndpoints,
  orderEndpoints,
  importEndpoints,
  exportEndpoints,
  couponEndpoints,
  advancedFilterEndpoints,
  networkEndpoints,
  eventEndpoints,
  ledgerEndpoints,
  notificationEndpoints,
  dataListEndpoints,
  productionEndpoints,
  packingSlipEndpoints,
  shipmentTrackerEndpoints,
  staffEndpoints,
  webhookEndpoints,
  storeEndpoints,
  issueEndpoints,
  settingEndpoints,
  tiktokShopEndpoints,
  auditEndpoints,
  stockEndpoints,
  humanResourceEndpoints,
  siteContentEndpoints,
  galleryEndpoints,
  backupEndpoints,
  engagementEndpoints,
  statisticsEndpoints,
  mailEndpoints,
  mockupEndpoints,
  uploadEndpoints,
};

/** Every area's endpoints, for the tests that walk them all (access snapshot, spec paths). */
export const ENDPOINT_GROUPS = {
  account: accountEndpoints,
  platform: platformEndpoints,
  catalog: catalogEndpoints,
  order: orderEndpoints,
  import: importEndpoints,
  export: exportEndpoints,
  coupon: couponEndpoints,
  advancedFilter: advancedFilterEndpoints,
  network: networkEndpoints,
  event: eventEndpoints,
  ledger: ledgerEndpoints,
  notification: notificationEndpoints,
  dataList: dataListEndpoints,
  production: productionEndpoints,
  packingSlip: packingSlipEndpoints,
  shipmentTracker: shipmentTrackerEndpoints,
  staff: staffEndpoints,
  webhook: webhookEndpoints,
  store: storeEndpoints,
  issue: issueEndpoints,
  setting: settingEndpoints,
  tiktokShop: tiktokShopEndpoints,
  audit: auditEndpoints,
  stock: stockEndpoints,
  humanResource: humanResourceEndpoints,
  siteContent: siteContentEndpoints,
  gallery: galleryEndpoints,
  backup: backupEndpoints,
  engagement: engagementEndpoints,
  statistics: statisticsEndpoints,
  mail: mailEndpoints,
  mockup: mockupEndpoints,
  upload: uploadEndpoints,
} as const;
export { eventChoicesSchema } from './engagement';
export type { EventChoices } from './engagement';
export { floorFileSides } from './production';
export { signatureSides } from './packing-slips';
export { afterSaleReviews } from './orders';
