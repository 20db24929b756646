import { lazy } from 'react';
import { loginPage } from './pages';
import { routesOf } from './declare';
import type { AppRoute } from './types';

const guest = routesOf({ layout: 'auth', audience: 'guest' });
const auth = routesOf({ layout: 'auth', audience: 'public' });
const open = routesOf({ layout: 'bare', audience: 'public' });

/** Public and guest routes (spec 01 section 2.1). */
export const guestRoutes: AppRoute[] = [
  guest('/login', 'signIn', { page: loginPage }),
  guest('/register', 'register'),
  guest('/forgot-password', 'forgotPassword'),
  auth('/reset-password', 'resetPassword'),
  open('/verify-email/:token', 'verifyEmail'),
  // Serves only a signed-in unverified user; the guard sends everyone else away.
  open('/verify-email', 'verifyEmailNotice', { audience: 'user' }),
  // Named in spec 01 section 2.1 without a path; the path is ours.
  open('/verify-email-successfully', 'verifyEmailSuccessfully'),
  // Reachable only while the server is marked disconnected (guard).
  open('/maintenance', 'maintenance'),
  open('/check-in', 'checkInStaff', { isChatHidden: true, isActivityTracked: false }),
  open('/validate-owner', 'validateOwner', { isChatHidden: true }),
  open('/validate-owner/verify', 'verifyEmailOwner', { isChatHidden: true }),
  open('/shopifyCallback', 'shopify'),
  open('/shopify', 'shopify'),
];

/** Anything unknown: the error page with 404. Kept last by the router's ranking, not by order. */
export const notFoundRoute: AppRoute = open('*', 'notFound', {
  page: lazy(() => import('../../ui/NotFoundPage')),
});
