import { readModel } from '../../platform/read-model';
import {
  etsyOrderQueue,
  externalStores,
  storeOrders,
  storeProducts,
  storeVariants,
} from './tables';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const storesReadModel = readModel({
  etsyOrderQueue,
  externalStores,
  storeOrders,
  storeProducts,
  storeVariants,
});
