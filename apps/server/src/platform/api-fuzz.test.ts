import { ENDPOINT_GROUPS, routeUrl, type Endpoint, type Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plausible, WRONG_PARAMS, WRONG_VALUES, type JsonSchema } from '../test/fuzz-values';
import { bearer, createTestApp, signIn, type TestContext } from '../test/harness';

/*
 * The API fuzz test: every operation of the OpenAPI document, called by an account it admits,
 * first with plausible input, then with each path parameter, query parameter and body field
 * given wrong values in turn (NUL characters, extremes, wrong types, long text), then with
 * bodies that are not what it reads (no body, JSON of the wrong shape, broken multipart). No
 * answer may be a 5xx. It runs on its own database, so what the calls change harms no other test.
 */

type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema: JsonSchema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  isMultipart: boolean;
};
type Request = {
  path: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
  raw?: { payload: string; contentType: string };
};

/** Ends the caller's own session: fuzzing it would sign the fuzzer out, not find a fault. */
const SKIPPED = new Set(['POST /api/logout']);
const MULTIPART = new Set(
  Object.values(ENDPOINT_GROUPS)
    .flatMap((group) => Object.values(group) as Endpoint[])
    .flatMap((declared) =>
      declared.body === 'multipart'
        ? [declared.path, ...(declared.formerPath ? [declared.formerPath] : [])].map(
            (path) => `${declared.method} ${routeUrl({ path }).replace(/:(\w+)/g, '{$1}')}`,
          )
        : [],
    ),
);
const BROKEN_MULTIPART = [
  { payload: 'no boundary at all', contentType: 'multipart/form-data' },
  { payload: '--other\r\n\r\nx\r\n--other--', contentType: 'multipart/form-data; boundary=fuzz' },
  {
    payload: '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nab',
    contentType: 'multipart/form-data; boundary=fuzz',
  },
];

let ctx: TestContext;
const callers: Session[] = [];
let featureToken = '';

beforeAll(async () => {
  ctx = await createTestApp();
  for (const name of ['root', 'admin', 'seller', 'printer', 'warehouse']) {
    callers.push(await signIn(ctx.app, `${name}@demo.test`));
  }
  const printer = callers[3]!;
  await ctx.app.inject({ method: 'POST', url: '/api/apps/pin-code', headers: bearer(printer) });
  const pin = /\b(\d{6})\b/.exec(ctx.mailer.last('printer@demo.test').text)![1];
  const verified = await ctx.app.inject({
    method: 'POST',
    url: `/api/apps/verify-pin-code/${printer.user.id}`,
    headers: bearer(printer),
    payload: { pin, isGenFeatureToken: true },
  });
  featureToken = verified.json().data.featureToken;
});
afterAll(() => ctx.close());

async function operations(): Promise<Operation[]> {
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
        }
      >
    >;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: (operation.parameters ?? []).filter((parameter) => parameter.in !== 'header'),
      body: operation.requestBody?.content['application/json']?.schema,
      isMultipart: MULTIPART.has(`${method.toUpperCase()} ${path}`),
    })),
  );
}

function plausibleRequest(operation: Operation): Request {
  const request: Request = { path: {}, query: {} };
  for (const parameter of operation.parameters) {
    const value = plausible(parameter.schema);
    if (value === undefined) continue;
    request[parameter.in === 'path' ? 'path' : 'query'][parameter.name] = String(value);
  }
  if (operation.body) request.body = plausible(operation.body);
  return request;
}

function send(operation: Operation, request: Request, session: Session | null) {
  const url =
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(request.path[name] ?? 'x'),
    ) + (Object.keys(request.query).length ? `?${new URLSearchParams(request.query)}` : '');
  const headers: Record<string, string> = {
    ...(session ? bearer(session) : {}),
    'auth-feature': featureToken,
    'idempotency-key': `fuzz-${Math.random().toString(36).slice(2)}`,
  };
  const method = operation.method as 'GET';
  if (request.raw) {
    headers['content-type'] = request.raw.contentType;
    return ctx.app.inject({ method, url, headers, payload: request.raw.payload });
  }
  return ctx.app.inject({
    method,
    url,
    headers,
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
}

/** Every request of the walk for one operation, after its plausible one. */
function* variants(operation: Operation, base: Request): Generator<Request> {
  for (const parameter of operation.parameters) {
    const part = parameter.in === 'path' ? 'path' : 'query';
    for (const value of WRONG_PARAMS) {
      yield { ...base, [part]: { ...base[part], [parameter.name]: value } };
    }
  }
  if (base.body && typeof base.body === 'object' && !Array.isArray(base.body)) {
    for (const field of Object.keys(base.body)) {
      for (const value of WRONG_VALUES) {
        yield { ...base, body: { ...(base.body as object), [field]: value } };
      }
    }
  }
  if (operation.method !== 'GET' && operation.method !== 'DELETE') {
    for (const body of [null, [], 'text', 42, {}]) yield { ...base, body };
    yield { ...base, raw: { payload: '{"not json', contentType: 'application/json' } };
  }
  if (operation.isMultipart) {
    for (const raw of BROKEN_MULTIPART) yield { ...base, raw };
  }
}

describe('the API under wrong input', () => {
  it('answers every operation without a 5xx', async () => {
    const failures: string[] = [];
    let requests = 0;
    const check = async (operation: Operation, request: Request, session: Session | null) => {
      const answer = await send(operation, request, session);
      requests += 1;
      if (answer.statusCode >= 500) {
        const sent = JSON.stringify(request.raw ?? { ...request, body: request.body }).slice(
          0,
          160,
        );
        failures.push(`${operation.method} ${operation.path} ${answer.statusCode} ${sent}`);
      }
      return answer.statusCode;
    };
    const all = await operations();
    for (const operation of all) {
      if (SKIPPED.has(`${operation.method} ${operation.path}`)) continue;
      const base = plausibleRequest(operation);
      await check(operation, base, null);
      // The first account the operation admits (401 and 403 are the refusals of access).
      let caller: Session | null = null;
      for (const session of callers) {
        const status = await check(operation, plausibleRequest(operation), session);
        if (status !== 401 && status !== 403) {
          caller = session;
          break;
        }
      }
      if (!caller) continue;
      for (const request of variants(operation, base)) await check(operation, request, caller);
    }
    expect(failures).toEqual([]);
    // The walk really covered the API: over 200 operations, thousands of requests.
    expect(all.length).toBeGreaterThan(200);
    expect(requests).toBeGreaterThan(5_000);
    console.info(`api fuzz: ${requests} requests over ${all.length} operations, 0 answers of 5xx`);
  }, 900_000);
});
