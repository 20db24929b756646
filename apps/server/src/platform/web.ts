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
 * index.html; unknown /api paths keep their JSON 404, and so does a missing file of the build.
 */
export async function registerWebApp(
  app: FastifyInstance,
  root: string | undefined,
): Promise<void> {
  if (!root || !existsSync(root)) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // The build writes .br and .gz beside each file: sent as asked by accept-encoding, with
    // vary: accept-encoding, and the plain file to a client that asks for neither.
    preCompressed: true,
    // Those copies are found beside the file when it is sent, not served as routes of their own:
    // each file of the build is a GET and a HEAD route (wildcard: false), and registering the
    // copies too tripled that, about 0.2 s of a start (issue 16).
    globIgnore: ['**/*.br', '**/*.gz'],
    // Hashed assets never change; index.html must always be revalidated to pick up a new version.
    setHeaders: (reply, file) => {
      const isAsset = file.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // A file of the build that is not here: most often a chunk of an older build, asked for by a tab
  // opened before an update. A plain 404 makes its import fail at once and the web app offers the
  // reload; index.html (200, HTML) would fail later, as a script of the wrong type. no-store, on
  // this route's 404 and on the not-found handler's (a file removed while the server runs): a cache
  // must not keep the miss, since in a rolling update the file may be served again soon.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 404 && isBuildFile(pathOf(request.url))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
  app.get(
    '/*',
    { config: { access: { kind: 'public' } }, schema: { hide: true } },
    (request, reply) => {
      const url = pathOf(request.url);
      if (url.startsWith('/api/') || isBuildFile(url)) {
        return reply.status(404).send({ status: 404, message: 'Not found', errors: {} });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    },
  );
}

const pathOf = (url: string) => url.split('?')[0] ?? '/';

/** A path naming a file of the build (its hashed assets, or any path with an extension). */
const isBuildFile = (url: string) =>
  !url.startsWith('/api/') && (url.startsWith('/assets/') || path.extname(url) !== '');
