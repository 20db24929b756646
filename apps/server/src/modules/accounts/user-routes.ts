import { accountEndpoints as endpoints } from '@platfox/domain';
import { ok, serve, serveAs } from '../../platform/serve';
import { actorOf } from '../../platform/access';
import { generatePassword } from '../../platform/secrets';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { RoleService } from './roles';
import { UserManagementService } from './users';

/**
 * User management: root manages every user, an admin with the USER permissions only sellers,
 * printers and warehouse users (spec 01 section 6).
 */
export function userRoutes(app: App, { database, live }: Services): void {
  const users = new UserManagementService(database.db, live, new RoleService(database.db, live));

  // A stopgap until the generic data-list endpoint serves the user list too.
  serve(app, endpoints.getUsers, (request) => users.list(actorOf(request), request.query));

  serveAs(app, endpoints.getUsersOne, (actor, request) => users.get(actor, request.params.id));

  serveAs(app, endpoints.postAccountsCreate, (actor, request) => users.create(actor, request.body));

  serveAs(app, endpoints.putUsersOne, (actor, request) =>
    users.update(actor, request.params.id, request.body),
  );

  serve(app, endpoints.blockUser, (request) => users.block(actorOf(request), request.params.id));
  serve(app, endpoints.reactivateUser, (request) =>
    users.reactivate(actorOf(request), request.params.id),
  );
  serve(app, endpoints.verifyRegisteredAccount, (request) =>
    users.verify(actorOf(request), request.params.id),
  );

  serve(app, endpoints.deleteAccountsOne, (request) =>
    users.remove(actorOf(request), request.params.type, request.params.id),
  );

  serve(app, endpoints.getAccountsCheckUniqueEmail, async (request) =>
    ok({ isUnique: await users.isEmailUnique(request.query.email) }),
  );

  serve(app, endpoints.postAccountsResetUserPassword, (request) =>
    users.resetPassword(actorOf(request), request.body),
  );

  serve(app, endpoints.getAppsGenPass, () => ok({ password: generatePassword() }));
}
