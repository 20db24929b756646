import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from './db';
import type { FileService } from './files';
import type { ProgressJobs } from './jobs';
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

/**
 * The platform's own services, what its routes (jobs, files) are built from. The modules' routes
 * take these and the modules' services together (`Services`, src/services.ts).
 */
export type PlatformServices = {
  config: Config;
  database: Database;
  live: Live;
  mailer: Mailer;
  /** Watched jobs (exports, imports, mass downloads): on pg-boss, their progress in the database. */
  jobs: ProgressJobs;
  files: FileService;
};
