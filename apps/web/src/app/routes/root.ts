import { routesFor } from './declare';
import { homePage } from './pages';
import type { AppRoute } from './types';

const root = routesFor('ROOT');

/** Root routes (spec 01 section 2.6), prefix /r; root lands on the user list. */
export const rootRoutes: AppRoute[] = [
  root('/r/users', 'users', { page: homePage }),
  root('/r/user/create', 'user'),
  root('/r/user/:id', 'user'),
  root('/r/profile/edit/:id', 'profile'),
  root('/r/permission', 'permissions'),
  root('/r/user-roles', 'userRoles'),
  root('/r/user-role/create', 'userRole'),
  root('/r/user-role/:id', 'userRole'),
];
