import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { OwnerVerificationService } from '../modules/accounts/owner-verification';
import type { ApiKeyService } from '../modules/api-keys/service';
import type { AuthService } from '../modules/auth/service';
import type { Database } from './db';
import type { FileService } from './files';
import type { JobQueue } from './jobs';
import type { Live } from './live';
import type { Mailer } from './mail';

/** The Fastify instance with zod schemas as its type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What the modules' routes are built from. */
export type Services = {
  config: Config;
  database: Database;
  auth: AuthService;
  live: Live;
  mailer: Mailer;
  /** These two also serve the access guard: API keys and feature tokens. */
  apiKeys: ApiKeyService;
  ownerVerification: OwnerVerificationService;
  /** Background jobs: handlers register by kind; the queue lives in the database. */
  jobs: JobQueue;
  files: FileService;
};
