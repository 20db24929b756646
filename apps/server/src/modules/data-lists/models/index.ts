import { ListRegistry } from '../registry';
import { attributeListModel } from './attribute';
import { couponCodeListModel } from './coupon-code';
import { advancedFilterListModel } from './advanced-filter';
import { badgeListModel, contestListModel, eventListModel, groupListModel } from './engagement';
import { networkListModel } from './network';
import { blankApparelListModel } from './blank-apparel';
import { productListModel, sellerProductListModel, warehouseProductListModel } from './product';
import { productTypeListModel } from './product-type';
import { productTypeCategoryListModel } from './product-type-category';
import { shippingPriceListModel } from './shipping-price';
import { uploadTypeListModel } from './upload-type';
import { apiKeyListModel } from './api-key';
import { notificationListModel } from './notification';
import { notificationCampaignListModel } from './notification-campaign';
import { staffListModel } from './staff';
import { transactionListModel } from './transaction';
import { userListModel } from './user';
import { userRoleListModel } from './user-role';
import { orderListModel } from './order';
import { orderItemListModel } from './order-item';
import {
  refundOrderItemListModel,
  resendOrderItemListModel,
  returnOrderItemListModel,
} from './after-sale-request';
import { overDueProcessingListModel, overDueShippingListModel } from './order-item-over-due';
import { invalidAddressOrderListModel } from './invalid-address-order';
import { importQueueListModel } from './import-queue';
import { printerItemToPickListModel } from './printer-item-to-pick';
import { printerItemPickedListModel } from './printer-item-picked';
import { printerItemProcessingListModel } from './printer-item-processing';
import { printerItemCompleteListModel } from './printer-item-complete';
import { printerItemAwaitingStockListModel } from './printer-item-awaiting-stock';
import { printerItemNewToPrintListModel } from './printer-item-new-to-print';
import { printerDownloadedPackingSlipListModel } from './printer-downloaded-packing-slip';
import { shipmentTrackerListModel } from './shipment-tracker';
import { packingSlipSignatureListModel } from './packing-slip-signature';
import { webhookDeliveryListModel, webhookEndpointListModel } from './webhook';
import { issueListModel } from './issue';
import {
  etsyOrderQueueListModel,
  externalStoreListModel,
  externalStoreOrderListModel,
  externalStoreVariantListModel,
} from './external-store';
import { traceLogListModel } from './trace-log';
import { adminStockLogListModel, stockLogListModel } from './stock-log';
import { inventoryListModel } from './inventory';
import { adminItemAwaitingStockListModel } from './admin-item-awaiting-stock';
// Issue 36: site content.
import { shortLinkListModel, siteMaterialListModel, sitePageListModel } from './site-content';
// Issue 36: mail.
import { sentMailListModel } from './sent-mail';

/** Every list the data-list endpoint serves; a new list is one more file and one more line. */
export const listRegistry = new ListRegistry([
  userListModel,
  userRoleListModel,
  apiKeyListModel,
  staffListModel,
  notificationListModel,
  notificationCampaignListModel,
  transactionListModel,
  attributeListModel,
  couponCodeListModel,
  advancedFilterListModel,
  networkListModel,
  uploadTypeListModel,
  productTypeListModel,
  productTypeCategoryListModel,
  blankApparelListModel,
  shippingPriceListModel,
  productListModel,
  sellerProductListModel,
  warehouseProductListModel,
  orderListModel,
  orderItemListModel,
  refundOrderItemListModel,
  resendOrderItemListModel,
  returnOrderItemListModel,
  overDueProcessingListModel,
  overDueShippingListModel,
  invalidAddressOrderListModel,
  importQueueListModel,
  printerItemToPickListModel,
  printerItemPickedListModel,
  printerItemProcessingListModel,
  printerItemCompleteListModel,
  printerItemAwaitingStockListModel,
  printerItemNewToPrintListModel,
  printerDownloadedPackingSlipListModel,
  shipmentTrackerListModel,
  packingSlipSignatureListModel,
  webhookEndpointListModel,
  webhookDeliveryListModel,
  externalStoreListModel,
  externalStoreVariantListModel,
  externalStoreOrderListModel,
  etsyOrderQueueListModel,
  issueListModel,
  traceLogListModel,
  stockLogListModel,
  adminStockLogListModel,
  inventoryListModel,
  adminItemAwaitingStockListModel,
  shortLinkListModel,
  sitePageListModel,
  siteMaterialListModel,
  groupListModel,
  badgeListModel,
  eventListModel,
  contestListModel,
  sentMailListModel,
]);
