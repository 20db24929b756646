import { dataListAnswerSchema } from '@platfox/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exactAnswerSerializer } from './serve';

const route = (schema: z.ZodType, httpStatus = '200') => ({
  schema,
  method: 'POST',
  url: '/api/data-lists',
  httpStatus,
});

const answer = {
  status: 200 as const,
  items: [{ id: 'a1', updatable: true, title: 'Bench tee', createdAt: new Date(0) }],
  total: 1,
  isTotalEstimated: false,
  query: { filters: [], filtersRef: [], timezone: 'Europe/Paris' },
};

describe('an exact answer (serve isAnswerExact)', () => {
  it('is checked against its contract outside production, and sent as the schema encodes it', () => {
    const serialize = exactAnswerSerializer(true)(route(dataListAnswerSchema));
    expect(JSON.parse(serialize(answer))).toEqual(JSON.parse(JSON.stringify(answer)));
  });

  it('is refused outside production when the contract would strip or change a field', () => {
    const serialize = exactAnswerSerializer(true)(route(dataListAnswerSchema));
    expect(() => serialize({ ...answer, passwordHash: 'x' })).toThrow(/not exactly its contract/);
    expect(() => serialize({ ...answer, total: 'one' })).toThrow();
  });

  it('is sent as it is in production, without encoding', () => {
    const serialize = exactAnswerSerializer(false)(route(dataListAnswerSchema));
    expect(serialize(answer)).toBe(JSON.stringify(answer));
  });

  it('leaves error answers to the schema, in production too', () => {
    const error = z.object({ status: z.number(), message: z.string() });
    const serialize = exactAnswerSerializer(false)(route(error, '400'));
    expect(JSON.parse(serialize({ status: 400, message: 'No', stack: 'at x' }))).toEqual({
      status: 400,
      message: 'No',
    });
  });
});
