import type { z } from 'zod';
import type { Access } from './access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A body sent as multipart form data (uploads): the route reads it as a stream. */
export const MULTIPART = 'multipart';
/** An answer that is a file (a PDF, a spreadsheet, an image), not JSON. */
export const FILE_ANSWER = 'file';

/**
 * One endpoint of the API, declared once: the server registers its route from it and the web calls
 * it through the typed client. `path` is relative to /api and names its parameters as `:name`.
 */
export type Endpoint = {
  method: HttpMethod;
  path: `/${string}`;
  summary: string;
  tags: readonly string[];
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Headers the call must carry (an Idempotency-Key); the web client sends them as options. */
  headers?: z.ZodType;
  body?: z.ZodType | typeof MULTIPART;
  /**
   * An upload's most bytes, all its files together: a request that declares more is refused with
   * 413 before its body is read (each route still checks every file against its own limit).
   */
  maxUploadBytes?: number;
  answer: z.ZodType | typeof FILE_ANSWER;
  /** Error statuses beyond the usual ones (400, 401, 403, 404, 429), for the API document. */
  errors?: readonly number[];
  /** Where this endpoint was served before it moved to the spec's path (kept for a client). */
  formerPath?: `/${string}`;
};

/** Declares an endpoint; the `const` keeps its literal method and path in the types. */
export function endpoint<const E extends Endpoint>(declared: E): E {
  return declared;
}

/** What a multipart body is to the contract: a browser's FormData has this shape (no DOM types here). */
export type MultipartForm = { append: (name: string, value: never, fileName?: string) => void };

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller sends: path parameters, query and body, each only where the endpoint has one. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: SchemaInput<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query: SchemaInput<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType
    ? { body: SchemaInput<E['body']> }
    : E['body'] extends typeof MULTIPART
      ? { body: MultipartForm }
      : { body?: never });

/** The answer a caller reads (after the schema's parse); a file's is the platform's own (a Blob). */
export type EndpointAnswer<E extends Endpoint> = E['answer'] extends z.ZodType
  ? SchemaOutput<E['answer']>
  : unknown;

/** What the server's handler gets, already validated by the endpoint's schemas. */
export type EndpointRequestParts<E extends Endpoint> = {
  params: E['params'] extends z.ZodType ? SchemaOutput<E['params']> : unknown;
  query: E['query'] extends z.ZodType ? SchemaOutput<E['query']> : unknown;
  body: E['body'] extends z.ZodType ? SchemaOutput<E['body']> : unknown;
};

/** What the server's handler answers: the answer schema's input (it serialises the rest). */
export type EndpointReply<E extends Endpoint> = E['answer'] extends z.ZodType
  ? SchemaInput<E['answer']>
  : unknown;

/** The endpoint's path with its parameters filled in (each one URI-encoded). */
export function pathOf(declared: Pick<Endpoint, 'path'>, params?: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return declared.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${declared.path} needs the path parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The route Fastify registers: /api, then the path. */
export const API_PREFIX = '/api';
export const routeUrl = (declared: Pick<Endpoint, 'path'>) => `${API_PREFIX}${declared.path}`;
