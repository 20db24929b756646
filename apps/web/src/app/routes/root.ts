import { lazyPage } from './lazyPage';
import { routesFor } from './declare';
import { profilePage, userPage, usersPage } from './pages';
import type { AppRoute } from './types';

const root = routesFor('ROOT');
const permissionPage = lazyPage(() => import('../../features/roles/PermissionPage'));
const rolesPage = lazyPage(() => import('../../features/roles/RolesListPage'));
const rolePage = lazyPage(() => import('../../features/roles/RoleDetailPage'));

/** Root routes (spec 01 section 2.6), prefix /r; root lands on the user list. */
export const rootRoutes: AppRoute[] = [
  root('/r/users', 'users', { page: usersPage, opensWith: 'user' }),
  root('/r/user/create', 'user', { page: userPage }),
  root('/r/user/:id', 'user', { page: userPage }),
  root('/r/profile/edit/:id', 'profile', { page: profilePage }),
  root('/r/permission', 'permissions', { page: permissionPage }),
  root('/r/user-roles', 'userRoles', { page: rolesPage, opensWith: 'user-role' }),
  root('/r/user-role/create', 'userRole', { page: rolePage }),
  root('/r/user-role/:id', 'userRole', { page: rolePage }),
];
