import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { findUp } from './paths';

/** The built web app's folder, when it has been built. */
export function findWebDist(): string | undefined {
  const index = findUp(import.meta.dirname, 'apps/web/dist/index.html');
  return index ? path.dirname(index) : undefined;
}

/**
 * Serves the built web app from the API's port. Client routes (/login, /a/orders...) fall back to
 * index.html; unknown /api paths keep their JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  root: string | undefined,
): Promise<void> {
  if (!root || !existsSync(root)) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // Hashed assets never change; index.html must always be revalidated to pick up a new version.
    setHeaders: (reply, file) => {
      const isAsset = file.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get(
    '/*',
    { config: { access: { kind: 'public' } }, schema: { hide: true } },
    (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url.startsWith('/api/') || path.extname(url) !== '') {
        return reply.status(404).send({ status: 404, message: 'Not found', errors: {} });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    },
  );
}
