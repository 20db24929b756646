import { accountEndpoints as endpoints } from '@platfox/domain';
import { ok, serve } from '../../platform/serve';
import { permissionCatalogue } from '@platfox/domain';

import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { RoleService } from './roles';

/** User roles and permissions: root only (spec 01 section 6); admins cannot change permissions. */
export function roleRoutes(app: App, { database, live }: Services): void {
  const roles = new RoleService(database.db, live);

  serve(app, endpoints.postAppsUserRole, async (request) => ok(await roles.create(request.body)));

  serve(app, endpoints.getAppsUserRole, async () => ok(await roles.list()));

  serve(app, endpoints.getAppsUserRoleOne, async (request) =>
    ok(await roles.get(request.params.id)),
  );

  serve(app, endpoints.putAppsUserRoleOne, async (request) =>
    ok(await roles.update(request.params.id, request.body)),
  );

  serve(app, endpoints.deleteAppsUserRoleOne, (request) => roles.remove(request.params.id));

  serve(app, endpoints.getAppsPermissionsFor, (request) =>
    ok(permissionCatalogue(request.query.type)),
  );

  serve(app, endpoints.putAppsPermissionsOne, async (request) =>
    ok(await roles.setPermissions(request.params.userId, request.body)),
  );
}
