import {
  changePasswordBodySchema,
  dataAnswer,
  errorBodySchema,
  featureTokenAnswerSchema,
  forgotPasswordBodySchema,
  idParamsSchema,
  messageAnswerSchema,
  permissionsAnswerSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sessionSchema,
  tokenBodySchema,
  tokenParamsSchema,
  updateAccountBodySchema,
  userSchema,
  verifyPinBodySchema,
} from '@platfox/domain';
import { access, actorOf, evenUnverified, sessionOnly } from '../../platform/access';
import { notFound } from '../../platform/errors';
import type { App, Services } from '../../platform/types';
import { PasswordService } from './passwords';
import { RegistrationService } from './registration';
import { findUserById, updateOwnProfile } from './service';
import { addressReminderCount } from '../orders/addresses';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const meAnswerSchema = sessionSchema.omit({ accessToken: true });
const tags = ['accounts'];

/** The signed-in user's own account, and the self-service of guests (spec 03 section 7.1). */
export function accountRoutes(app: App, services: Services): void {
  const { database, mailer, config, ownerVerification } = services;
  const registration = new RegistrationService(database.db, mailer, config);
  const passwords = new PasswordService(database.db, mailer, config);

  app.get('/api/accounts/permissions', {
    config: { access: evenUnverified(access.types('ADMIN', 'SELLER', 'PRINTER', 'WAREHOUSE')) },
    schema: {
      tags,
      summary: "The signed-in user's permission list",
      response: { 200: permissionsAnswerSchema, ...errors },
    },
    handler: async (request) => {
      const user = await findUserById(database.db, actorOf(request).id);
      return { status: 200 as const, data: user?.permissions ?? [] };
    },
  });

  app.get('/api/accounts/me', {
    config: { access: evenUnverified(access.anyUser) },
    schema: {
      tags,
      summary: 'The signed-in user with badges and transaction state',
      response: { 200: meAnswerSchema, ...errors, 404: errorBodySchema },
    },
    handler: async (request) => {
      const user = await findUserById(database.db, actorOf(request).id);
      if (!user) throw notFound();
      // The top bar's invalid-address reminder (orders/addresses.ts) is a seller's only.
      if (user.type === 'SELLER') {
        user.addressReminderCount = await addressReminderCount(database.db, user.id);
      }
      return { user, badges: [], transaction: { depositIndex: 0 } };
    },
  });

  app.post('/api/accounts/register', {
    config: { access: access.public },
    schema: {
      tags,
      summary: 'Register a seller account; the answer is the same for a known address',
      body: registerBodySchema,
      response: { 200: messageAnswerSchema, ...errors },
    },
    handler: (request) => registration.register(request.body),
  });

  app.get('/api/accounts/verify-email/:token', {
    config: { access: access.public },
    schema: {
      tags,
      summary: 'Verify an e-mail address by the mailed link (errors.token: expired or invalid)',
      params: tokenParamsSchema,
      response: { 200: messageAnswerSchema, ...errors },
    },
    handler: (request) => registration.verifyEmail(request.params.token),
  });

  app.post('/api/accounts/verify-email-expired-token', {
    config: { access: access.public },
    schema: {
      tags,
      summary: "Send a fresh verification link to an expired link's user",
      body: tokenBodySchema,
      response: { 200: messageAnswerSchema, ...errors },
    },
    handler: (request) => registration.resendForToken(request.body.token),
  });

  app.get('/api/accounts/verify-email', {
    config: { access: evenUnverified(access.anyUser) },
    schema: {
      tags,
      summary: 'Send the signed-in unverified user a new verification link',
      response: { 200: messageAnswerSchema, ...errors },
    },
    handler: (request) => registration.resendToSelf(actorOf(request)),
  });

  app.post('/api/accounts/forgot-password', {
    config: { access: access.public },
    schema: {
      tags,
      summary: 'Mail a password reset link; the answer is the same for an unknown address',
      body: forgotPasswordBodySchema,
      response: { 200: messageAnswerSchema, ...errors },
    },
    handler: (request) => passwords.forgotPassword(request.body.email),
  });

  app.post('/api/accounts/reset-password', {
    config: { access: access.public },
    schema: {
      tags,
      summary: 'Set a new password with the mailed token; ends every session of the user',
      body: resetPasswordBodySchema,
      response: { 200: messageAnswerSchema, ...errors },
    },
    handler: (request) => passwords.resetPassword(request.body),
  });

  app.post('/api/accounts/change-password', {
    config: { access: sessionOnly(evenUnverified(access.anyUser)) },
    schema: {
      tags,
      summary: "Change the signed-in user's password; their other sessions end",
      body: changePasswordBodySchema,
      response: { 200: messageAnswerSchema, ...errors },
    },
    handler: (request) => passwords.changePassword(actorOf(request), request.body),
  });

  app.put('/api/accounts/update', {
    config: { access: evenUnverified(access.anyUser) },
    schema: {
      tags,
      summary: "Update the signed-in user's own profile",
      body: updateAccountBodySchema,
      response: { 200: dataAnswer(userSchema), ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await updateOwnProfile(database.db, actorOf(request).id, request.body),
    }),
  });

  app.post('/api/apps/pin-code', {
    config: { access: sessionOnly(access.types('PRINTER')) },
    schema: {
      tags,
      summary: "Mail a 6-digit PIN to the printer's address for owner verification",
      response: { 200: messageAnswerSchema, ...errors },
    },
    handler: (request) => ownerVerification.sendPin(actorOf(request)),
  });

  app.post('/api/apps/verify-pin-code/:id', {
    config: { access: sessionOnly(access.types('PRINTER')) },
    schema: {
      tags,
      summary: 'Check the PIN; answers a feature token for the Auth-Feature header (8 hours)',
      params: idParamsSchema,
      body: verifyPinBodySchema,
      response: { 200: featureTokenAnswerSchema, ...errors },
    },
    handler: (request) =>
      ownerVerification.verifyPin(actorOf(request), request.params.id, request.body),
  });
}
