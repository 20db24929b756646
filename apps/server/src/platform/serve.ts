import {
  errorBodySchema,
  routeUrl,
  type Endpoint,
  type EndpointReply,
  type EndpointRequestParts,
} from '@platfox/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySerializerCompiler,
  RouteOptions,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { actorOf } from './access';
import type { Actor } from './actor';

/** The request a handler gets: params, query, body and headers checked by the endpoint's schemas. */
export type EndpointRequest<E extends Endpoint> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body' | 'headers'
> &
  EndpointRequestParts<E> & {
    headers: FastifyRequest['headers'] &
      (E['headers'] extends z.ZodType ? z.output<E['headers']> : unknown);
  };

type Reply<E extends Endpoint> = EndpointReply<E> | FastifyReply;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Reply<E> | Promise<Reply<E>>;

export type ServeOptions = {
  /** Raises the JSON body limit of this one route (uploads set their own limits). */
  bodyLimit?: number;
  /** Quieter logging for a route called all the time (health probes). */
  logLevel?: RouteOptions['logLevel'];
  /**
   * The handler builds its answer to the contract field by field (nothing extra to strip, nothing
   * to transform), so in production it is sent as it is: encoding a 50-row list by its zod schema
   * was about 4-5% of the list endpoint's CPU (issue 16 profile). Outside production (tests, development) it is still
   * encoded by the schema, and refused when encoding would change it, so contract drift is caught
   * there and the shortcut can never send what the contract would not.
   */
  isAnswerExact?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether answers of exact routes are checked against their schema (false in production). */
    areAnswersChecked?: boolean;
  }
}

// A file answer is streamed as it is stored, never serialised; the schema only documents it.
const fileContent = z.unknown().describe('The file, named by Content-Disposition');
const USUAL_ERRORS = [400, 401, 403, 404] as const;

/** A handler's usual answer: 200 with the data. */
export const ok = <T>(data: T) => ({ status: 200 as const, data });

/** Room for a multipart body's boundaries and part headers around the files themselves. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Refuses an upload by its Content-Length before a byte of its body is read: a 100 MB file gets
 * its 413 at once instead of after the whole transfer, and the connection is closed so the client
 * stops sending. A body without a length (chunked) is read and held to the per-file limits.
 */
function refuseLargerThan(maxBytes: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers['content-length']);
    if (!Number.isFinite(declared) || declared <= maxBytes + MULTIPART_OVERHEAD_BYTES) return;
    const message = `The upload may be at most ${Math.round(maxBytes / 1024 / 1024)} MB`;
    return reply
      .status(413)
      .header('connection', 'close')
      .send({ status: 413, message, errors: { file: message } });
  };
}

/** The serializer of an exact route (ServeOptions.isAnswerExact); error answers as any route's. */
export function exactAnswerSerializer(isChecked: boolean): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const encoded = serializerCompiler(route);
    if (String(route.httpStatus) !== '200') return encoded;
    if (!isChecked) return (data) => JSON.stringify(data);
    return (data) => {
      const text = encoded(data);
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(data)))) {
        throw new Error(
          `The answer of ${route.method} ${route.url} is not exactly its contract: encoding it ` +
            'strips or changes a field, so production (which sends it as it is) would differ',
        );
      }
      return text;
    };
  };
}

/**
 * Registers the route an endpoint declares: its method, path, schemas and access come from the
 * declaration in @platfox/domain, so server and web cannot disagree on them. The handler only says
 * what the call does.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  declared: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  const errors = Object.fromEntries(
    [...USUAL_ERRORS, ...(declared.errors ?? [])].map((status) => [status, errorBodySchema]),
  );
  const route: RouteOptions = {
    method: declared.method,
    url: routeUrl(declared),
    config: { access: declared.access },
    schema: {
      tags: [...declared.tags],
      summary: declared.summary,
      ...(declared.params ? { params: declared.params } : {}),
      ...(declared.query ? { querystring: declared.query } : {}),
      ...(declared.headers ? { headers: declared.headers } : {}),
      ...(declared.body && declared.body !== 'multipart' ? { body: declared.body } : {}),
      ...(declared.body === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      response: { 200: declared.answer === 'file' ? fileContent : declared.answer, ...errors },
    },
    handler: handler as unknown as RouteOptions['handler'],
    ...(declared.maxUploadBytes ? { onRequest: refuseLargerThan(declared.maxUploadBytes) } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    ...(options.isAnswerExact
      ? {
          serializerCompiler: exactAnswerSerializer(
            app.areAnswersChecked ?? true,
          ) as RouteOptions['serializerCompiler'],
        }
      : {}),
  };
  app.route(route);
  // A client outside this app (an API-key integration) may still call the path used before the
  // endpoint moved to the spec's; it is the same route, marked deprecated in the API document.
  if (declared.formerPath) {
    app.route({
      ...route,
      url: routeUrl({ path: declared.formerPath }),
      schema: { ...route.schema, deprecated: true },
    });
  }
}

/** The data of an endpoint's usual answer, `{ status: 200, data }`. */
export type AnswerData<E extends Endpoint> = EndpointReply<E> extends { data: infer D } ? D : never;

/**
 * Registers an endpoint whose handler only asks for its data: `answer` gets the checked request
 * and the route answers 200 with what it gives. Most routes are this; `serve` is for the others
 * (a file sent, a message, a reply's headers).
 */
export function serveAnswer<E extends Endpoint>(
  app: FastifyInstance,
  declared: E,
  answer: (request: EndpointRequest<E>) => Promise<AnswerData<E>>,
  options: ServeOptions = {},
): void {
  serve(
    app,
    declared,
    async (request) => ok(await answer(request)) as unknown as EndpointReply<E>,
    options,
  );
}

/**
 * `serveAnswer` for a route of signed-in access whose data is asked for on behalf of the acting
 * user: `answer` gets that user first (a call without one is refused with 401, as `actorOf` does).
 */
export function serveAs<E extends Endpoint>(
  app: FastifyInstance,
  declared: E,
  answer: (actor: Actor, request: EndpointRequest<E>) => Promise<AnswerData<E>>,
  options: ServeOptions = {},
): void {
  serveAnswer(app, declared, (request) => answer(actorOf(request), request), options);
}
