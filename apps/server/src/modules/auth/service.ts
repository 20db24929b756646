import {
  SIGN_IN_CODE_MESSAGES,
  type AccessToken,
  type AuthenticateBody,
  type RefreshAnswer,
  type Session,
  type User,
} from '@platfox/domain';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { preparedPer, type Db, type DbTx } from '../../platform/db';
import { HttpError, forbidden, unauthorized } from '../../platform/errors';
import { decoyPasswordHash, randomToken, tokenHash, verifyPassword } from '../../platform/secrets';
import { normalizeEmail, permissionsOf, toUser, accountsReadModel } from '../accounts/index';
import { authSessions, refreshTokens } from './tables';
import { openSuccessor, REFRESH_REUSE_GRACE_MS, sealSuccessor } from './successor';
import { LoginThrottle } from './throttle';
import { signDevice, verifiedDevice } from './device-cookie';
import { SignInCodes } from './sign-in-code';
import type { Mailer } from '../../platform/mail';
import type { Actor } from '../../platform/actor';
const { userPermissions, users } = accountsReadModel;

export type { Actor };

/**
 * Ends every open session of a user (password reset, deletion), or every one but `keep` (a
 * password change keeps the session that made it).
 */
export async function revokeUserSessions(
  db: Db | DbTx,
  userId: string,
  reason: string,
  keep?: string,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keep ? ne(authSessions.id, keep) : undefined,
      ),
    );
}

export const WRONG_CREDENTIALS = 'The email or password is incorrect.';

type AuthConfig = Pick<
  Config,
  | 'accessTokenTtlSeconds'
  | 'refreshTtlRememberSeconds'
  | 'refreshTtlSessionSeconds'
  | 'appVersion'
  | 'deviceCookieKey'
>;

/**
 * Every authenticated request's first statement: the live session behind an access token, with
 * the user's permissions read in the same statement (a second round trip per request before),
 * in code-point order as the sign-in sorts them.
 * Nothing is cached: a permission removed, a role edited or an account blocked, by this process
 * or another, holds from the next request on.
 */
const sessionOfToken = preparedPer((db) =>
  db
    .select({
      sessionId: authSessions.id,
      id: users.id,
      type: users.type,
      status: users.status,
      isVerified: users.isVerified,
      // One text, not a text[]: node-postgres parses an array character by character, and an
      // admin with every permission holds over a hundred (names are [A-Z_], so a comma splits).
      permissions: sql<string | null>`(
        select string_agg(${userPermissions.permission}, ',' order by ${userPermissions.permission} collate "C")
        from ${userPermissions} where ${userPermissions.userId} = ${users.id})`,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.accessTokenHash, sql.placeholder('hash')),
        isNull(authSessions.revokedAt),
        gt(authSessions.accessExpiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('session_of_token'),
);

export class AuthService {
  private readonly throttle: LoginThrottle;
  private readonly codes: SignInCodes;

  constructor(
    private readonly db: Db,
    private readonly config: AuthConfig,
    mailer: Mailer,
  ) {
    this.throttle = new LoginThrottle(db);
    this.codes = new SignInCodes(db, mailer);
  }

  /**
   * Signs in, and answers the session with the device cookie to set (device-cookie.ts). Past
   * the account's limit, an unknown device also needs the mailed code (sign-in-code.ts).
   */
  async authenticate(
    body: AuthenticateBody,
    ipAddress: string,
    deviceCookie?: string,
  ): Promise<{ session: Session; deviceCookie: string }> {
    const email = normalizeEmail(body.email);
    const deviceId = verifiedDevice(this.config.deviceCookieKey, email, deviceCookie);
    const attempt = await this.throttle.reserve(email, ipAddress, deviceId);
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (attempt.needsCode) {
      if (!body.code) {
        // Not a guess (no password was checked): the attempt is taken back. The answer is the
        // same whether or not the account exists; only an existing one gets the mail.
        await this.throttle.release(attempt.id);
        if (row) void this.codes.issue(row, attempt).catch(() => undefined);
        const message = SIGN_IN_CODE_MESSAGES.required;
        throw new HttpError(401, message, { code: message });
      }
      // A wrong code keeps its reservation: it counts as a failed attempt.
      if (!row || !(await this.codes.isValid(row.id, body.code))) {
        const message = SIGN_IN_CODE_MESSAGES.invalid;
        throw new HttpError(401, message, { code: message });
      }
    }
    // Verify against a decoy when the account is unknown so the answer time does not tell.
    const isValid = await verifyPassword(
      row?.passwordHash ?? (await decoyPasswordHash()),
      body.password,
    );
    // A wrong password keeps its reservation: it counts as a failure.
    if (!row || !isValid) throw unauthorized(WRONG_CREDENTIALS);
    await this.throttle.succeeded(email, ipAddress, attempt.id, deviceId);
    if (row.status === 'BLOCKED') {
      throw forbidden('Your account has been blocked. Please contact the administrator.');
    }
    if (row.status === 'DELETED') {
      throw forbidden('This account has been deleted. Please contact the administrator.');
    }
    const isRememberMe = body.rememberMe ?? false;
    const now = Date.now();
    const access = randomToken();
    const refresh = randomToken();
    const accessExpiresAt = new Date(now + this.config.accessTokenTtlSeconds * 1000);
    await this.db.transaction(async (tx) => {
      const [session] = await tx
        .insert(authSessions)
        .values({
          userId: row.id,
          accessTokenHash: tokenHash(access),
          accessExpiresAt,
          refreshExpiresAt: new Date(now + this.refreshTtlSeconds(isRememberMe) * 1000),
          isRememberMe,
          ipAddress,
        })
        .returning({ id: authSessions.id });
      await tx
        .insert(refreshTokens)
        .values({ tokenHash: tokenHash(refresh), sessionId: session!.id });
    });
    const permissions = row.type === 'ROOT' ? [] : await permissionsOf(this.db, row.id);
    const session: Session = {
      user: toUser(row, permissions),
      accessToken: this.accessToken(access, refresh, accessExpiresAt),
      badges: [],
      transaction: { depositIndex: 0 },
    };
    return {
      session,
      deviceCookie: signDevice(this.config.deviceCookieKey, email, deviceId ?? undefined),
    };
  }

  /** The acting user behind an access token, or null when it is unknown, expired or revoked. */
  async actorFromToken(token: string): Promise<Actor | null> {
    const [row] = await sessionOfToken(this.db).execute({
      hash: tokenHash(token),
      now: new Date(),
    });
    if (!row || row.status === 'DELETED') return null;
    // Only an admin acts by permissions (root may do everything, the others by their type).
    const permissions = row.type === 'ADMIN' && row.permissions ? row.permissions.split(',') : [];
    return { ...row, permissions };
  }

  async userFromToken(token: string): Promise<User> {
    const actor = await this.actorFromToken(token);
    if (!actor) throw unauthorized();
    const [row] = await this.db.select().from(users).where(eq(users.id, actor.id));
    if (!row) throw unauthorized();
    return toUser(row, actor.type === 'ROOT' ? [] : await permissionsOf(this.db, row.id));
  }

  /**
   * Rotates the refresh token. A token presented a second time means it was stolen or replayed:
   * the whole session is revoked so neither holder can go on.
   */
  async refresh(refresh: string): Promise<RefreshAnswer> {
    const hash = tokenHash(refresh);
    const access = randomToken();
    const next = randomToken();
    const accessExpiresAt = new Date(Date.now() + this.config.accessTokenTtlSeconds * 1000);
    const outcome = await this.db.transaction(async (tx) => {
      // A blocked or deleted account gets no new pair: refused before anything is written.
      const [owner] = await tx
        .select({ status: users.status })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(eq(refreshTokens.tokenHash, hash));
      if (owner?.status === 'BLOCKED') return 'blocked' as const;
      if (owner?.status === 'DELETED') return 'deleted' as const;
      const successor = { access, next, accessExpiresAt: accessExpiresAt.getTime() };
      const [spent] = await tx
        .update(refreshTokens)
        .set({ usedAt: new Date(), successor: sealSuccessor(refresh, successor) })
        .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt)))
        .returning({ sessionId: refreshTokens.sessionId });
      if (!spent) {
        const [known] = await tx
          .select({
            sessionId: refreshTokens.sessionId,
            usedAt: refreshTokens.usedAt,
            successor: refreshTokens.successor,
          })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hash));
        // Another tab's refresh of the same token a moment ago: the same new pair, if the
        // session still stands.
        const twin =
          known?.successor &&
          known.usedAt &&
          Date.now() - known.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS
            ? openSuccessor(refresh, known.successor)
            : null;
        if (twin) {
          const [standing] = await tx
            .select({ id: authSessions.id })
            .from(authSessions)
            .where(
              and(
                eq(authSessions.id, known!.sessionId),
                isNull(authSessions.revokedAt),
                gt(authSessions.refreshExpiresAt, new Date()),
              ),
            );
          return standing ? twin : ('expired' as const);
        }
        if (known) {
          await tx
            .update(authSessions)
            .set({ revokedAt: new Date(), revokedReason: 'refresh token reused' })
            .where(and(eq(authSessions.id, known.sessionId), isNull(authSessions.revokedAt)));
          return 'reused' as const;
        }
        return 'unknown' as const;
      }
      const [session] = await tx
        .update(authSessions)
        .set({ accessTokenHash: tokenHash(access), accessExpiresAt })
        .where(
          and(
            eq(authSessions.id, spent.sessionId),
            isNull(authSessions.revokedAt),
            gt(authSessions.refreshExpiresAt, new Date()),
          ),
        )
        .returning({ id: authSessions.id });
      if (!session) return 'expired' as const;
      await tx.insert(refreshTokens).values({ tokenHash: tokenHash(next), sessionId: session.id });
      return 'rotated' as const;
    });
    if (outcome === 'reused') {
      throw new HttpError(401, 'This sign-in was ended because its refresh token was used twice');
    }
    if (outcome === 'blocked') throw forbidden('Your account has been blocked');
    if (typeof outcome === 'object') {
      return {
        accessToken: this.accessToken(
          outcome.access,
          outcome.next,
          new Date(outcome.accessExpiresAt),
        ),
        appVersion: this.config.appVersion,
      };
    }
    if (outcome !== 'rotated') throw unauthorized();
    return {
      accessToken: this.accessToken(access, next, accessExpiresAt),
      appVersion: this.config.appVersion,
    };
  }

  async logout(sessionId: string): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: 'logout' })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  }

  private refreshTtlSeconds(isRememberMe: boolean): number {
    return isRememberMe
      ? this.config.refreshTtlRememberSeconds
      : this.config.refreshTtlSessionSeconds;
  }

  private accessToken(token: string, refreshToken: string, expiresAt: Date): AccessToken {
    return {
      token,
      refreshToken,
      expiresIn: this.config.accessTokenTtlSeconds,
      expiresTimeStamp: expiresAt.getTime(),
    };
  }
}
