import { accountEndpoints as endpoints, type Session, type User } from '@platfox/domain';
import { ok, serve, serveAs } from '../../platform/serve';

import { actorOf } from '../../platform/access';
import { notFound } from '../../platform/errors';
import type { Db } from '../../platform/db';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { PasswordService } from './passwords';
import { RegistrationService } from './registration';
import { findUserById, updateOwnProfile } from './service';

/**
 * What the account's own page shows of modules above accounts, passed in by the composition root
 * (app.ts), so that accounts names none of them.
 */
export type AccountPageReads = {
  /** The top bar's invalid-address reminder (orders/addresses.ts). */
  addressReminderCount: (db: Db, sellerId: string) => Promise<number>;
  /** The seller's badges and groups (engagement, issue 35). */
  badgesOf: (db: Db, userId: string) => Promise<Session['badges']>;
  groupsOf: (db: Db, userId: string) => Promise<User['group']>;
};

/** The signed-in user's own account, and the self-service of guests (spec 03 section 7.1). */
export function accountRoutes(app: App, services: Services, reads: AccountPageReads): void {
  const { database, mailer, config, ownerVerification, live } = services;
  const registration = new RegistrationService(database.db, mailer, config, live);
  const passwords = new PasswordService(database.db, mailer, config);

  serve(app, endpoints.getAccountsPermissions, async (request) => {
    const user = await findUserById(database.db, actorOf(request).id);
    return ok(user?.permissions ?? []);
  });

  serve(app, endpoints.getAccountsMe, async (request) => {
    const user = await findUserById(database.db, actorOf(request).id);
    if (!user) throw notFound();
    // The top bar's invalid-address reminder (orders/addresses.ts) is a seller's only.
    if (user.type === 'SELLER') {
      user.addressReminderCount = await reads.addressReminderCount(database.db, user.id);
      user.group = await reads.groupsOf(database.db, user.id);
      const badges = await reads.badgesOf(database.db, user.id);
      return { user, badges, transaction: { depositIndex: 0 } };
    }
    return { user, badges: [], transaction: { depositIndex: 0 } };
  });

  serve(app, endpoints.postAccountsRegister, (request) => registration.register(request.body));

  serve(app, endpoints.getAccountsVerifyEmailOne, (request) =>
    registration.verifyEmail(request.params.token),
  );

  serve(app, endpoints.postAccountsVerifyEmailExpiredToken, (request) =>
    registration.resendForToken(request.body.token),
  );

  serve(app, endpoints.getAccountsVerifyEmail, (request) =>
    registration.resendToSelf(actorOf(request)),
  );

  serve(app, endpoints.postAccountsForgotPassword, (request) =>
    passwords.forgotPassword(request.body.email),
  );

  serve(app, endpoints.postAccountsResetPassword, (request) =>
    passwords.resetPassword(request.body),
  );

  serve(app, endpoints.postAccountsChangePassword, (request) =>
    passwords.changePassword(actorOf(request), request.body),
  );

  serveAs(app, endpoints.putAccountsUpdate, (actor, request) =>
    updateOwnProfile(database.db, actor.id, request.body),
  );

  serve(app, endpoints.postAppsPinCode, (request) => ownerVerification.sendPin(actorOf(request)));

  serve(app, endpoints.postAppsVerifyPinCodeOne, (request) =>
    ownerVerification.verifyPin(actorOf(request), request.params.id, request.body),
  );
}
