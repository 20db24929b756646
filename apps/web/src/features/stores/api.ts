import {
  dataListEndpoints,
  storeEndpoints as endpoints,
  type ConnectStoreBody,
  type ListRowOf,
  type MapStoreVariantBody,
  type MatchStoreVariantsBody,
  type NoteToBuyerBody,
  type ReconnectStoreBody,
  type StorePlaceModeBody,
} from '@platfox/domain';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { cachedMutationHook, useRefresh } from '../../platform/api/cachedMutation';
import { dataListKeys } from '../../ui/data-list/keys';

/** A row of the 'external-store' list: what the seller's stores list and the `stores` cache hold. */
export type StoreRow = ListRowOf<'external-store'>;

/** One query-key family, so a change to a store refreshes its page, its list and the cache alike. */
export const storeKeys = queryKeys('stores', {
  /** Every store of the seller (spec 03 section 7.6: the list with pageSize all). */
  mine: ['mine'],
  detail: (id: string) => ['detail', id],
  product: (idStore: string, id: string) => ['product', idStore, id],
  pushes: (id: string) => ['pushes', id],
  /** What waits for the seller across stores (menu and dashboard). */
  needsYou: ['needs-you'],
});

/** What a store change makes stale: every store read and the lists a store's page sums up. */
const STORE_CHANGED = [
  storeKeys.all,
  dataListKeys.model('external-store'),
  dataListKeys.model('external-store-variant'),
  dataListKeys.model('external-store-order'),
] as const;

/** A change of a store (connect, reconnect, retry a push...): its page and lists follow. */
export const useStoreMutation = cachedMutationHook(STORE_CHANGED);

/** Stores changed by a run that is not this screen's mutation (a sync's later re-reads). */
export const useRefreshStores = () => useRefresh(STORE_CHANGED);

const store = (idStore: string) => ({ params: { idStore } });
const child = (idStore: string, id: string) => ({ params: { idStore, id } });

/** The external-stores calls (contract/endpoints/stores.ts); every answer is parsed by it. */
export const storesApi = {
  /** The seller's stores, all of them in one page (they are few). */
  // Read in the background at first load: a refusal is not the seller's business (no toast).
  mine: (signal?: AbortSignal) =>
    call(
      dataListEndpoints.postDataLists,
      {
        body: {
          model: 'external-store',
          filters: [],
          filterType: 'AND',
          sorting: [{ field: 'createdAt', direction: 'desc' }],
          pagination: { page: 1, pageSize: 'all' },
          filtersRef: [],
          filterTypeRef: 'AND',
        },
      },
      { signal },
    ).then((page) => page.items as StoreRow[]),

  get: (idStore: string, signal?: AbortSignal) =>
    call(endpoints.getStore, store(idStore), { signal, showErrorPage: true }).then(
      (answer) => answer.data,
    ),
  /** The same read for a row of the list: a refusal stays in the row. */
  find: (idStore: string, signal?: AbortSignal) =>
    call(endpoints.getStore, store(idStore), { signal }).then((answer) => answer.data),

  connect: (body: ConnectStoreBody) =>
    call(endpoints.connectStore, { body }).then((answer) => answer.data),
  finish: (query: Record<string, string>) =>
    call(endpoints.finishStoreConnection, { body: { query } }).then((answer) => answer.data),
  disconnect: (idStore: string) =>
    call(endpoints.disconnectStore, store(idStore)).then((answer) => answer.data),
  reconnect: (idStore: string, body: ReconnectStoreBody = {}) =>
    call(endpoints.reconnectStore, { ...store(idStore), body }).then((answer) => answer.data),
  setNoteToBuyer: (idStore: string, body: NoteToBuyerBody) =>
    call(endpoints.setStoreNoteToBuyer, { ...store(idStore), body }).then((answer) => answer.data),
  sync: (idStore: string) =>
    call(endpoints.syncStore, store(idStore)).then((answer) => answer.data),

  product: (idStore: string, id: string, signal?: AbortSignal) =>
    call(endpoints.getStoreProduct, child(idStore, id), { signal, showErrorPage: true }).then(
      (answer) => answer.data,
    ),
  /** Many variants of a store product mapped at once (by option names or SKU). */
  match: (idStore: string, productId: string, body: MatchStoreVariantsBody) =>
    call(endpoints.matchStoreVariants, { ...child(idStore, productId), body }).then(
      (answer) => answer.data,
    ),
  map: (idStore: string, id: string, body: MapStoreVariantBody) =>
    call(endpoints.mapStoreVariant, { ...child(idStore, id), body }).then((answer) => answer.data),
  ignore: (idStore: string, id: string) =>
    call(endpoints.ignoreStoreVariant, child(idStore, id)).then((answer) => answer.data),
  unignore: (idStore: string, id: string) =>
    call(endpoints.unignoreStoreVariant, child(idStore, id)).then((answer) => answer.data),

  pushes: (idStore: string, signal?: AbortSignal) =>
    call(endpoints.getStoreTrackingPushes, store(idStore), { signal }).then(
      (answer) => answer.data,
    ),
  needsYou: (signal?: AbortSignal) =>
    call(endpoints.getStoresNeedsYou, {}, { signal }).then((answer) => answer.data),
  setPlaceMode: (idStore: string, body: StorePlaceModeBody) =>
    call(endpoints.setStorePlaceMode, { ...store(idStore), body }).then((answer) => answer.data),
  retryPush: (idStore: string, id: string) =>
    call(endpoints.retryStoreTrackingPush, child(idStore, id)).then((answer) => answer.data),
};
