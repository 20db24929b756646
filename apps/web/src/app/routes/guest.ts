import { lazyPage } from './lazyPage';
import { loginPage } from './pages';
import { routesOf } from './declare';
import type { AppRoute } from './types';

const shopifyCallbackPage = lazyPage(() => import('../../features/stores/ShopifyCallbackPage'));

const guest = routesOf({ layout: 'auth', audience: 'guest' });
const auth = routesOf({ layout: 'auth', audience: 'public' });
const open = routesOf({ layout: 'bare', audience: 'public' });

/** Public and guest routes (spec 01 section 2.1). */
export const guestRoutes: AppRoute[] = [
  guest('/login', 'signIn', { page: loginPage }),
  guest('/register', 'register', {
    page: lazyPage(() => import('../../features/auth/RegisterPage')),
  }),
  guest('/forgot-password', 'forgotPassword', {
    page: lazyPage(() => import('../../features/auth/ForgotPasswordPage')),
  }),
  auth('/reset-password', 'resetPassword', {
    page: lazyPage(() => import('../../features/auth/ResetPasswordPage')),
  }),
  open('/verify-email/:token', 'verifyEmail', {
    page: lazyPage(() => import('../../features/auth/VerifyEmailPage')),
  }),
  // Serves only a signed-in unverified user; the guard sends everyone else away.
  open('/verify-email', 'verifyEmailNotice', {
    audience: 'user',
    page: lazyPage(() => import('../../features/auth/VerifyEmailNoticePage')),
  }),
  // Named in spec 01 section 2.1 without a path; the path is ours.
  open('/verify-email-successfully', 'verifyEmailSuccessfully', {
    page: lazyPage(() => import('../../features/auth/VerifyEmailSuccessPage')),
  }),
  // Reachable only while the server is marked disconnected (guard).
  open('/maintenance', 'maintenance', { page: lazyPage(() => import('../../ui/MaintenancePage')) }),
  open('/check-in', 'checkInStaff', {
    isChatHidden: true,
    isActivityTracked: false,
    page: lazyPage(() => import('../../features/staff/CheckInPage')),
  }),
  open('/validate-owner', 'validateOwner', {
    isChatHidden: true,
    page: lazyPage(() => import('../../features/owner/ValidateOwnerPage')),
  }),
  open('/validate-owner/verify', 'verifyEmailOwner', {
    isChatHidden: true,
    page: lazyPage(() => import('../../features/owner/ValidateOwnerVerifyPage')),
  }),
  // Where Shopify sends the seller back (one screen); signed out, it waits for the sign-in.
  open('/shopifyCallback', 'shopify', { page: shopifyCallbackPage }),
  open('/shopify', 'shopify', { page: shopifyCallbackPage }),
  // Where Etsy sends the seller back: open, so the code and state are saved on arrival even
  // signed out (spec 01 section 2.7); the page itself waits for a seller's sign-in.
  open('/s/etsy-redirect', 'etsyRedirect', {
    page: lazyPage(() => import('../../features/stores/EtsyRedirectPage')),
  }),
];

/** Anything unknown: the error page with 404. Kept last by the router's ranking, not by order. */
export const notFoundRoute: AppRoute = open('*', 'notFound', {
  page: lazyPage(() => import('../../ui/NotFoundPage')),
});
