import { routesFor } from './declare';
import { homePage, profilePage } from './pages';
import type { AppRoute } from './types';

const warehouse = routesFor('WAREHOUSE');

/** Warehouse routes (spec 01 section 2.6), prefix /wh; warehouse users land on the product list. */
export const warehouseRoutes: AppRoute[] = [
  warehouse('/wh/products', 'products', { page: homePage }),
  warehouse('/wh/scan-code-product', 'scanProductCode'),
  warehouse('/wh/profile/edit/:id', 'profile', { page: profilePage }),
];
