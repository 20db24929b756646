import { z } from 'zod';
import { dataListAnswerSchema } from '../../schemas/data-list';
import {
  apiKeyList,
  networkList,
  notificationCampaignList,
  notificationList,
  staffList,
  userList,
  userRoleList,
} from './accounts';
import {
  attributeList,
  blankApparelList,
  couponCodeList,
  productList,
  productTypeCategoryList,
  productTypeList,
  sellerProductList,
  shippingPriceList,
  uploadTypeList,
  warehouseProductList,
} from './catalog';
import type { DeclaredListModel } from './declare';
import {
  importQueueList,
  invalidAddressOrderList,
  orderItemList,
  orderList,
  overDueProcessingList,
  overDueShippingList,
  refundOrderItemList,
  resendOrderItemList,
  returnOrderItemList,
  transactionList,
} from './orders';
import {
  packingSlipSignatureList,
  printerDownloadedPackingSlipList,
  printerItemAwaitingStockList,
  printerItemCompleteList,
  printerItemNewToPrintList,
  printerItemPickedList,
  printerItemProcessingList,
  printerItemToPickList,
  shipmentTrackerList,
} from './production';
import { webhookDeliveryList, webhookEndpointList } from './webhooks';
import { issueList } from './issues';
import {
  etsyOrderQueueList,
  externalStoreList,
  externalStoreOrderList,
  externalStoreVariantList,
} from './stores';
import { traceLogList } from './trace-logs';
import {
  adminItemAwaitingStockList,
  adminStockLogList,
  inventoryList,
  stockLogList,
} from './stock';
// Issue 36: site content.
import { shortLinkList, siteMaterialList, sitePageList } from './site-content';
import { badgeList, contestList, eventList, groupList } from './engagement';
import { sentMailList } from './mail';
import { advancedFilterList } from './advanced-filters';

export * from './declare';
export * from './serialise';
export * from './accounts';
export * from './catalog';
export * from './orders';
export * from './production';
export * from './webhooks';
export * from './trace-logs';
export * from './stock';
export * from './stores';
export * from './issues';
export * from './site-content';
export * from './engagement';
export * from './mail';
export * from './advanced-filters';

const byName = <const T extends readonly DeclaredListModel[]>(models: T) =>
  Object.fromEntries(models.map((model) => [model.name, model])) as {
    [M in T[number] as M['name']]: M;
  };

/** Every list model POST data-lists serves, by name: the one declaration server and web read. */
export const LIST_MODELS = byName([
  userList,
  userRoleList,
  apiKeyList,
  staffList,
  notificationList,
  notificationCampaignList,
  networkList,
  transactionList,
  attributeList,
  couponCodeList,
  uploadTypeList,
  productTypeList,
  productTypeCategoryList,
  blankApparelList,
  shippingPriceList,
  productList,
  sellerProductList,
  warehouseProductList,
  orderList,
  orderItemList,
  refundOrderItemList,
  resendOrderItemList,
  returnOrderItemList,
  overDueProcessingList,
  overDueShippingList,
  invalidAddressOrderList,
  importQueueList,
  printerItemToPickList,
  printerItemPickedList,
  printerItemProcessingList,
  printerItemCompleteList,
  printerItemAwaitingStockList,
  printerItemNewToPrintList,
  printerDownloadedPackingSlipList,
  shipmentTrackerList,
  packingSlipSignatureList,
  webhookEndpointList,
  webhookDeliveryList,
  externalStoreList,
  externalStoreVariantList,
  externalStoreOrderList,
  etsyOrderQueueList,
  issueList,
  traceLogList,
  stockLogList,
  adminStockLogList,
  inventoryList,
  adminItemAwaitingStockList,
  shortLinkList,
  sitePageList,
  siteMaterialList,
  // Engagement (issue 35).
  groupList,
  badgeList,
  eventList,
  contestList,
  advancedFilterList,
  // Mail (issue 36).
  sentMailList,
]);

export type ListModels = typeof LIST_MODELS;
/** The name of a list model (the `model` of POST data-lists). */
export type ListModelName = keyof ListModels;
export const LIST_MODEL_NAMES = Object.keys(LIST_MODELS) as ListModelName[];

/** A model's declaration by name. */
export const listModelOf = <M extends ListModelName>(name: M): ListModels[M] => LIST_MODELS[name];
export const isListModelName = (name: string): name is ListModelName =>
  Object.hasOwn(LIST_MODELS, name);

/** A row of the model as the web reads it. */
export type ListRowOf<M extends ListModelName> = z.output<ListModels[M]['row']>;
/** A row of the model as the server writes it (toRow). */
export type ListRowInputOf<M extends ListModelName> = z.input<ListModels[M]['row']>;
/** The names of the model's fields (what filters and sorts name). */
export type ListFieldOf<M extends ListModelName> = Extract<keyof ListModels[M]['fields'], string>;

/** The answer of POST data-lists for one model: its rows read (and parsed) as the model's rows. */
export const listAnswerSchemaOf = <M extends ListModelName>(name: M) =>
  dataListAnswerSchema.extend({ items: z.array(LIST_MODELS[name].row as ListModels[M]['row']) });
