import { describe, expect, it } from 'vitest';
import { dataListQuerySchema, deleteRowsBodySchema, saveFilterBodySchema } from './data-list';

describe('data-list query', () => {
  it('fills defaults and accepts page size all, an IANA zone or a browser offset', () => {
    expect(dataListQuerySchema.parse({ model: 'user' })).toEqual({
      model: 'user',
      filters: [],
      filterType: 'AND',
      sorting: [],
      pagination: { page: 1, pageSize: 20 },
      filtersRef: [],
      filterTypeRef: 'AND',
      timezone: 'UTC',
    });
    const query = { model: 'user', pagination: { page: 1, pageSize: 'all' } };
    expect(dataListQuerySchema.safeParse(query).success).toBe(true);
    expect(dataListQuerySchema.safeParse({ ...query, timezone: 'Europe/Paris' }).success).toBe(
      true,
    );
    expect(dataListQuerySchema.safeParse({ ...query, timezone: -120 }).success).toBe(true);
    expect(dataListQuerySchema.safeParse({ ...query, timezone: 'Nowhere/City' }).success).toBe(
      false,
    );
  });

  it('refuses unknown keys, operations, huge pages and too many filters', () => {
    const filter = { field: 'email', operation: 'ct', value: 'a' };
    expect(dataListQuerySchema.safeParse({ model: 'user', extra: 1 }).success).toBe(false);
    expect(
      dataListQuerySchema.safeParse({ model: 'user', filters: [{ ...filter, operation: 'like' }] })
        .success,
    ).toBe(false);
    expect(
      dataListQuerySchema.safeParse({ model: 'user', pagination: { page: 1, pageSize: 101 } })
        .success,
    ).toBe(false);
    expect(
      dataListQuerySchema.safeParse({ model: 'user', filters: Array(51).fill(filter) }).success,
    ).toBe(false);
    expect(
      dataListQuerySchema.safeParse({ model: 'user', filters: Array(50).fill(filter) }).success,
    ).toBe(true);
  });
});

describe('saved filter and delete bodies', () => {
  it('needs an id to update or delete, a model and value to create, a name but to delete', () => {
    const issues = (body: object) =>
      saveFilterBodySchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(issues({ cmd: 'create', name: 'A' })).toEqual(['model', 'value']);
    expect(issues({ cmd: 'update', name: '' })).toEqual(['id', 'name']);
    expect(issues({ cmd: 'delete', id: '6f1c2d9e-8a41-4c1b-9d7e-2f3a4b5c6d7e' })).toEqual([]);
  });

  it('takes 1 to 500 ids', () => {
    const id = '6f1c2d9e-8a41-4c1b-9d7e-2f3a4b5c6d7e';
    expect(deleteRowsBodySchema.safeParse({ model: 'api-key', ids: [] }).success).toBe(false);
    expect(
      deleteRowsBodySchema.safeParse({ model: 'api-key', ids: Array(501).fill(id) }).success,
    ).toBe(false);
    expect(deleteRowsBodySchema.safeParse({ model: 'api-key', ids: [id] }).success).toBe(true);
  });
});
