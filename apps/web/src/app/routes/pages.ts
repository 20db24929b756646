import { lazyPage } from './lazyPage';

/**
 * Screens used by more than one route table file. Each is its own chunk, loaded when a route
 * renders it, so the sign-in page never pays for the shell's screens.
 */
export const homePage = lazyPage(() => import('../../features/home/HomePage'));
export const loginPage = lazyPage(() => import('../../features/auth/LoginPage'), {
  needsAllStrings: false,
});
export const profilePage = lazyPage(() => import('../../features/profile/ProfilePage'));
export const apiKeysPage = lazyPage(() => import('../../features/api-keys/ApiKeysPage'));
export const usersPage = lazyPage(() => import('../../features/users/UsersListPage'));
export const userPage = lazyPage(() => import('../../features/users/UserDetailPage'));
export const transactionsPage = lazyPage(
  () => import('../../features/transactions/TransactionsListPage'),
);
export const transactionPage = lazyPage(
  () => import('../../features/transactions/TransactionDetailPage'),
);
export const orderPage = lazyPage(() => import('../../features/orders/OrderDetailPage'));
export const productsPage = lazyPage(() => import('../../features/products/ProductsListPage'));
export const productPage = lazyPage(() => import('../../features/products/ProductDetailPage'));
