export {
  etsyOrderQueue,
  externalStores,
  storeOrders,
  storeProducts,
  storeVariants,
} from './tables';
