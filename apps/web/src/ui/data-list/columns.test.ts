import { describe, expect, it } from 'vitest';
import { cardParts, columnKindOf, keyFactColumns, shownColumns, toggleColumn } from './columns';
import type { DataListColumn } from './types';

const columns = [{ key: 'name' }, { key: 'email' }, { key: 'phone', isDisplay: false }];

describe('the column selector', () => {
  it('shows columns by their isDisplay until the user chooses', () => {
    expect(shownColumns(columns, {}).map((column) => column.key)).toEqual(['name', 'email']);
    expect(shownColumns(columns, { phone: true, name: false }).map((c) => c.key)).toEqual([
      'email',
      'phone',
    ]);
  });

  it('ticks and unticks a column', () => {
    expect(toggleColumn(columns, {}, 'phone')).toEqual({ choice: { phone: true } });
    expect(toggleColumn(columns, {}, 'email')).toEqual({ choice: { email: false } });
  });

  it('keeps the last shown column and says so', () => {
    const onlyName = { email: false };
    expect(toggleColumn(columns, onlyName, 'name')).toEqual({ refused: 'atLeastOne' });
    // Ticking another one is still allowed.
    expect(toggleColumn(columns, onlyName, 'email')).toEqual({
      choice: { email: true },
    });
  });
});

type Column = Pick<
  DataListColumn,
  'key' | 'typeShow' | 'display' | 'kind' | 'isKeyFact' | 'isShowCopyIcon'
>;

const ORDER_COLUMNS: Column[] = [
  { key: 'id', typeShow: 'text', display: 'link' },
  { key: 'sellerEmail', typeShow: 'text' },
  { key: 'fullName', typeShow: 'text', display: 'link' },
  { key: 'status', typeShow: 'array', display: 'orderStatus' },
  { key: 'total', typeShow: 'int', display: 'money' },
  { key: 'balanceAfter', typeShow: 'int', display: 'money' },
  { key: 'placedAt', typeShow: 'time' },
  { key: 'createdAt', typeShow: 'time' },
  { key: 'quantity', typeShow: 'int' },
];
const keys = (columns: readonly Column[] | undefined) => columns?.map((column) => column.key);

describe('column kinds', () => {
  it('infers a kind from the declaration, and a declared kind wins', () => {
    expect(ORDER_COLUMNS.map(columnKindOf)).toEqual([
      'id',
      'text',
      'text',
      'status',
      'money',
      'money',
      'date',
      'date',
      'number',
    ]);
    expect(columnKindOf({ key: 'orderId', typeShow: 'text', kind: 'id' })).toBe('id');
    // A status rendered by the screen (a badge) is a status by its field's name.
    expect(columnKindOf({ key: 'status', typeShow: 'radio' })).toBe('status');
    expect(columnKindOf({ key: 'sku', typeShow: 'text', isShowCopyIcon: true })).toBe('code');
  });
});

describe('the phone card', () => {
  it('shows the first id, status, money and date when a list marks no key fact', () => {
    expect(keys(keyFactColumns(ORDER_COLUMNS))).toEqual(['id', 'status', 'total', 'placedAt']);
  });

  it('shows the marked columns when a list marks any, even if the user hid some', () => {
    const marked = ORDER_COLUMNS.map((column) =>
      ['fullName', 'quantity', 'createdAt'].includes(column.key)
        ? { ...column, isKeyFact: true }
        : column,
    );
    const shown = marked.filter((column) => column.key !== 'createdAt');
    expect(keys(keyFactColumns(shown, marked))).toEqual(['fullName', 'quantity']);
  });

  it('falls back to the first three columns when none has a key-fact kind', () => {
    const plain: Column[] = ['name', 'description', 'owner', 'rules'].map((key) => ({
      key,
      typeShow: 'text',
    }));
    expect(keys(keyFactColumns(plain))).toEqual(['name', 'description', 'owner']);
  });

  it('heads the card with the link column, else with the id', () => {
    const facts = keyFactColumns(ORDER_COLUMNS);
    const parts = cardParts(ORDER_COLUMNS, facts);
    expect(parts.title?.key).toBe('fullName');
    expect(keys(parts.facts)).toEqual(['id', 'status', 'total', 'placedAt']);
    expect(keys(parts.others)).toEqual(['sellerEmail', 'balanceAfter', 'createdAt', 'quantity']);

    const withoutName = ORDER_COLUMNS.filter((column) => column.key !== 'fullName');
    const byId = cardParts(withoutName, keyFactColumns(withoutName));
    expect(byId.title?.key).toBe('id');
    expect(keys(byId.facts)).toEqual(['status', 'total', 'placedAt']);
  });
});
