import { accountEndpoints as endpoints } from '@platfox/domain';
import { ok, serve, serveAnswer } from '../../platform/serve';
import { permissionCatalogue } from '@platfox/domain';

import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { RoleService } from './roles';

/** User roles and permissions: root only (spec 01 section 6); admins cannot change permissions. */
export function roleRoutes(app: App, { database, live }: Services): void {
  const roles = new RoleService(database.db, live);

  serveAnswer(app, endpoints.postAppsUserRole, (request) => roles.create(request.body));

  serve(app, endpoints.getAppsUserRole, async () => ok(await roles.list()));

  serveAnswer(app, endpoints.getAppsUserRoleOne, (request) => roles.get(request.params.id));

  serveAnswer(app, endpoints.putAppsUserRoleOne, (request) =>
    roles.update(request.params.id, request.body),
  );

  serve(app, endpoints.deleteAppsUserRoleOne, (request) => roles.remove(request.params.id));

  serve(app, endpoints.getAppsPermissionsFor, (request) =>
    ok(permissionCatalogue(request.query.type)),
  );

  serveAnswer(app, endpoints.putAppsPermissionsOne, (request) =>
    roles.setPermissions(request.params.userId, request.body),
  );
}
