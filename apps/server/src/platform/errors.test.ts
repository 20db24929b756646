import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MULTIPART_UNREADABLE_MESSAGE, registerErrorHandling } from './errors';

/** A database error as drizzle hands it on: the driver's error (with its SQLSTATE) as the cause. */
const databaseError = (code: string) =>
  Object.assign(new Error('Failed query: delete from "products"'), {
    cause: Object.assign(new Error('violates foreign key constraint'), { code }),
  });

describe('database refusals', () => {
  it('answer 4xx with a message, never 500, whatever the driver wraps them in', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/:code', async (request) => {
      throw databaseError((request.params as { code: string }).code);
    });
    const statuses: Record<string, number> = {};
    for (const code of ['23503', '23505', '22P02', '22003', '22021', '22001', 'XX000']) {
      const answer = await app.inject({ method: 'GET', url: `/${code}` });
      statuses[code] = answer.statusCode;
      expect(answer.json().message).toBeTruthy();
    }
    expect(statuses).toEqual({
      '23503': 409,
      '23505': 409,
      '22P02': 400,
      '22003': 400,
      '22021': 400,
      '22001': 400,
      // An internal error is still the server's fault.
      XX000: 500,
    });
    await app.close();
  });
});

describe('a multipart body busboy cannot read', () => {
  it('answers 400 with a message, not 500', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/:n', async (request) => {
      const messages = ['Multipart: Boundary not found', 'Unexpected end of multipart data'];
      throw new Error(messages[Number((request.params as { n: string }).n)]);
    });
    for (const n of [0, 1]) {
      const answer = await app.inject({ method: 'GET', url: `/${n}` });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(MULTIPART_UNREADABLE_MESSAGE);
    }
    await app.close();
  });
});
