import { lazy } from 'react';

/**
 * Screens used by more than one route table file. Each is its own chunk, loaded when a route
 * renders it, so the sign-in page never pays for the shell's screens.
 */
export const homePage = lazy(() => import('../../features/home/HomePage'));
export const loginPage = lazy(() => import('../../features/auth/LoginPage'));
export const profilePage = lazy(() => import('../../features/profile/ProfilePage'));
export const apiKeysPage = lazy(() => import('../../features/api-keys/ApiKeysPage'));
export const usersPage = lazy(() => import('../../features/users/UsersListPage'));
export const userPage = lazy(() => import('../../features/users/UserDetailPage'));
export const transactionsPage = lazy(
  () => import('../../features/transactions/TransactionsListPage'),
);
export const transactionPage = lazy(
  () => import('../../features/transactions/TransactionDetailPage'),
);
export const orderPage = lazy(() => import('../../features/orders/OrderDetailPage'));
export const productsPage = lazy(() => import('../../features/products/ProductsListPage'));
export const productPage = lazy(() => import('../../features/products/ProductDetailPage'));
