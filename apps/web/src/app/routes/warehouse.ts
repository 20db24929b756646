import { routesFor } from './declare';
import { lazyPage } from './lazyPage';
import { productPage, productsPage, profilePage } from './pages';
import type { AppRoute } from './types';

const warehouse = routesFor('WAREHOUSE');

/** Warehouse routes (spec 01 section 2.6), prefix /wh; warehouse users land on the product list. */
export const warehouseRoutes: AppRoute[] = [
  warehouse('/wh/products', 'products', { page: productsPage }),
  // Not in spec 01's list, which names no warehouse detail; the scan and the list open it.
  warehouse('/wh/product/:id', 'product', { page: productPage }),
  warehouse('/wh/scan-code-product', 'scanProductCode', {
    page: lazyPage(() => import('../../features/products/ScanProductPage')),
  }),
  warehouse('/wh/profile/edit/:id', 'profile', { page: profilePage }),
];
