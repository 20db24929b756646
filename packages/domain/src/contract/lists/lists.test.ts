import { describe, expect, it } from 'vitest';
import { access, withFeatureToken } from '../access';
import {
  isListFeatureTokenRequired,
  isListReadable,
  LIST_MODEL_NAMES,
  LIST_MODELS,
  listAnswerSchemaOf,
  listModel,
  listRow,
  serialiseDate,
  serialiseId,
} from './index';

describe('the list models', () => {
  it('are keyed by their names, each with the id field and a sortable default sort', () => {
    expect(LIST_MODEL_NAMES).toHaveLength(57);
    for (const name of LIST_MODEL_NAMES) {
      const model = LIST_MODELS[name];
      expect(model.name).toBe(name);
      expect(model.fields.id).toMatchObject({ type: 'array', isFilterable: true });
      const sort = model.fields[model.defaultSort.field as keyof typeof model.fields];
      expect(sort.isSortable, name).toBe(true);
      for (const [field, declared] of Object.entries(model.fields)) {
        // Fixed options only make sense where a filter picks among values.
        if (declared.choices)
          expect(['array', 'radio', 'autocomplete'], `${name}.${field}`).toContain(declared.type);
        if (declared.isMoney) expect(declared.type, `${name}.${field}`).toBe('int');
      }
    }
  });

  it('refuses a default sort on a field that does not sort', () => {
    expect(() =>
      listModel({
        name: 'broken',
        access: access.anyUser,
        fields: { name: { type: 'text' } },
        defaultSort: { field: 'name', direction: 'asc' },
        row: listRow({}),
      }),
    ).toThrow(/default sort name/);
  });

  it('lets a caller in through any of the accesses, root without permissions', () => {
    const order = LIST_MODELS.order;
    expect(isListReadable(order, { type: 'SELLER', permissions: [] })).toBe(true);
    expect(isListReadable(order, { type: 'ROOT', permissions: [] })).toBe(true);
    expect(isListReadable(order, { type: 'ADMIN', permissions: [] })).toBe(false);
    expect(isListReadable(order, { type: 'ADMIN', permissions: ['ORDER_ACCESS'] })).toBe(true);
    expect(isListReadable(order, { type: 'PRINTER', permissions: [] })).toBe(false);
    expect(isListReadable(order, null)).toBe(false);
  });

  it('needs a feature token only where every way in needs one', () => {
    const printer = { type: 'PRINTER', permissions: [] } as const;
    expect(isListFeatureTokenRequired(LIST_MODELS.staff, printer)).toBe(true);
    expect(isListFeatureTokenRequired(LIST_MODELS['api-key'], printer)).toBe(false);
    const either = { access: [withFeatureToken(access.types('PRINTER')), access.types('PRINTER')] };
    expect(isListFeatureTokenRequired(either, printer)).toBe(false);
  });

  it('reads an answer with the model rows', () => {
    const answer = {
      status: 200,
      items: [
        {
          id: 'r1',
          updatable: false,
          name: 'Ops',
          description: null,
          permissions: [],
          createdAt: '2024-03-10T12:00:00.000Z',
          updatedAt: '2024-03-10T12:00:00.000Z',
        },
      ],
      total: 1,
      isTotalEstimated: false,
      query: { filters: [], filtersRef: [], timezone: 'UTC' },
    };
    expect(listAnswerSchemaOf('user-role').parse(answer).items[0]?.name).toBe('Ops');
    expect(() =>
      listAnswerSchemaOf('user-role').parse({ ...answer, items: [{ id: 'r1' }] }),
    ).toThrow();
  });
});

describe('the serialiser', () => {
  it('writes dates in UTC ISO 8601 and ids as text, keeping null', () => {
    expect(serialiseDate(new Date(Date.UTC(2024, 2, 10, 12)))).toBe('2024-03-10T12:00:00.000Z');
    expect(serialiseDate(null)).toBeNull();
    expect(serialiseId(42)).toBe('42');
    expect(serialiseId(null)).toBeNull();
  });
});
