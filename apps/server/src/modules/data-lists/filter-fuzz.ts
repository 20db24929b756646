import {
  EXISTENCE_OPERATIONS,
  LIST_MODEL_NAMES,
  OPERATORS_BY_FIELD_TYPE,
  listModelOf,
  type ListModelName,
  type Session,
} from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestContext } from '../../test/harness';

/*
 * Every filterable field of every list model, with every operation its type offers, given values
 * of the wrong type or out of range: each is answered (200, or 400 naming the row), never a 500.
 * The database is where a wrong value used to fail (a uuid cast, lower(uuid), an integer out of
 * range), so each request that passes the checks really runs its query.
 *
 * The walk is about 2,500 requests. As one file it was the suite's long pole (one worker busy for
 * minutes while the other had finished), so it is cut into parts (filter-fuzz-N.test.ts), each a
 * file of its own that vitest runs beside the others. Every part checks that the parts together
 * walk every model.
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

export const FILTER_FUZZ_PARTS = 4;

/** Each filter a model is given: every filterable field, operation and wrong value. */
function filtersOf(model: ListModelName) {
  const filters: { field: string; operation: string; value: unknown }[] = [];
  for (const [field, declared] of Object.entries(listModelOf(model).fields)) {
    if (!declared.isFilterable || declared.type === 'time') continue;
    const operations = [
      ...OPERATORS_BY_FIELD_TYPE[declared.type],
      ...(declared.isExistenceEnabled ? EXISTENCE_OPERATIONS : []),
    ];
    for (const operation of operations) {
      for (const value of WRONG_VALUES) filters.push({ field, operation, value });
    }
  }
  return filters;
}

/** The models of each part, balanced by their number of requests (largest first, to the lightest). */
function parts(): ListModelName[][] {
  const split = Array.from({ length: FILTER_FUZZ_PARTS }, () => ({
    models: [] as ListModelName[],
    weight: 0,
  }));
  const byWeight = [...LIST_MODEL_NAMES]
    .map((model) => ({ model, weight: filtersOf(model).length + 1 }))
    .sort((a, b) => b.weight - a.weight || a.model.localeCompare(b.model));
  for (const { model, weight } of byWeight) {
    const lightest = split.reduce((a, b) => (b.weight < a.weight ? b : a));
    lightest.models.push(model);
    lightest.weight += weight;
  }
  return split.map((part) => part.models);
}

/** One part of the walk (1-based), as a describe block of its own test file. */
export function describeFilterFuzz(part: number): void {
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

  describe(`list filters of the wrong type (part ${part} of ${FILTER_FUZZ_PARTS})`, () => {
    it('the parts together walk every model, about 2,500 requests in all', () => {
      const all = parts();
      expect(all.flat().sort()).toEqual([...LIST_MODEL_NAMES].sort());
      const requests = LIST_MODEL_NAMES.reduce((sum, model) => sum + filtersOf(model).length, 0);
      expect(requests).toBeGreaterThan(2_000);
    });

    it('never answer 5xx, on any model, field, operation or value', async () => {
      const models = parts()[part - 1]!;
      expect(models.length).toBeGreaterThan(0);
      const failures: string[] = [];
      for (const model of models) {
        // The first demo account allowed to read the model.
        let reader: Session | undefined;
        for (const session of sessions) {
          const probe = await list(session, { model });
          if (probe.statusCode === 200) {
            reader = session;
            break;
          }
        }
        expect(reader, `no demo account reads ${model}`).toBeDefined();
        for (const filter of filtersOf(model)) {
          const answer = await list(reader!, { model, filters: [filter] });
          if (answer.statusCode >= 500) {
            failures.push(
              `${model}.${filter.field} ${filter.operation} ${JSON.stringify(filter.value)}`,
            );
          } else if (answer.statusCode === 400) {
            // A refusal names the row it refuses.
            expect(Object.keys(answer.json().errors ?? {}).join(), answer.body).toMatch(
              /^filters\.0\./,
            );
          }
        }
      }
      expect(failures).toEqual([]);
    }, 600_000);
  });
}
