import {
  EXISTENCE_OPERATIONS,
  LIST_MODEL_NAMES,
  OPERATORS_BY_FIELD_TYPE,
  listModelOf,
  type Session,
} from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestContext } from '../../test/harness';

/*
 * Every filterable field of every list model, with every operation its type offers, given values
 * of the wrong type or out of range: each is answered (200, or 400 naming the row), never a 500.
 * The database is where a wrong value used to fail (a uuid cast, lower(uuid), an integer out of
 * range), so each request that passes the checks really runs its query.
 */

const WRONG_VALUES: readonly unknown[] = [
  'not-an-id',
  '00000000-0000-4000-8000-000000000000',
  1e308,
  -1e308,
  1.5,
  2_147_483_648,
  '99999999999999999999',
  '',
  true,
  { nested: 'object' },
  [],
  ['not-an-id', 7],
  'with a NUL \u0000 inside',
];

let ctx: TestContext;
const sessions: Session[] = [];
let featureToken = '';

beforeAll(async () => {
  ctx = await createTestApp();
  for (const email of ['root', 'admin', 'seller', 'printer', 'warehouse']) {
    sessions.push(await signIn(ctx.app, `${email}@demo.test`));
  }
  // The printer's staff list is behind owner verification: a PIN mailed, then a feature token.
  const printer = sessions[3]!;
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

const list = (session: Session, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/data-lists',
    headers: { ...bearer(session), 'auth-feature': featureToken },
    payload,
  });

describe('list filters of the wrong type', () => {
  it('never answer 5xx, on any model, field, operation or value', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const model of LIST_MODEL_NAMES) {
      // The first demo account allowed to read the model.
      let reader: Session | undefined;
      for (const session of sessions) {
        const probe = await list(session, { model });
        requests += 1;
        if (probe.statusCode === 200) {
          reader = session;
          break;
        }
      }
      expect(reader, `no demo account reads ${model}`).toBeDefined();
      for (const [field, declared] of Object.entries(listModelOf(model).fields)) {
        if (!declared.isFilterable || declared.type === 'time') continue;
        const operations = [
          ...OPERATORS_BY_FIELD_TYPE[declared.type],
          ...(declared.isExistenceEnabled ? EXISTENCE_OPERATIONS : []),
        ];
        for (const operation of operations) {
          for (const value of WRONG_VALUES) {
            const filters = [{ field, operation, value }];
            const answer = await list(reader!, { model, filters });
            requests += 1;
            if (answer.statusCode >= 500) {
              failures.push(`${model}.${field} ${operation} ${JSON.stringify(value)}`);
            } else if (answer.statusCode === 400) {
              // A refusal names the row it refuses.
              expect(Object.keys(answer.json().errors ?? {}).join(), answer.body).toMatch(
                /^filters\.0\./,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Keeps the test honest: it really walked the models (about 36) and their fields.
    expect(requests).toBeGreaterThan(2_000);
  }, 600_000);
});
