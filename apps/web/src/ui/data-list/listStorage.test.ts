import { describe, expect, it } from 'vitest';
import { readStoredList, writeStoredList } from './listStorage';

describe('the list memory in session storage', () => {
  it('keeps page, page size, sort, columns and layout per list id', () => {
    writeStoredList('users', { page: 3, pageSize: 50 });
    writeStoredList('users', { sort: { field: 'email', direction: 'desc' }, layout: 'grid' });
    writeStoredList('roles', { columns: { description: false } });
    expect(readStoredList('users')).toEqual({
      page: 3,
      pageSize: 50,
      sort: { field: 'email', direction: 'desc' },
      layout: 'grid',
    });
    expect(readStoredList('roles')).toEqual({ columns: { description: false } });
    expect(sessionStorage.getItem('dataLists')).toContain('"users"');
  });

  it('answers nothing when there is nothing or it cannot be read', () => {
    expect(readStoredList('users')).toEqual({});
    sessionStorage.setItem('dataLists', '{not json');
    expect(readStoredList('users')).toEqual({});
    sessionStorage.setItem('dataLists', JSON.stringify({ users: 'nonsense' }));
    expect(readStoredList('users')).toEqual({});
  });

  it('drops only the values it cannot read', () => {
    sessionStorage.setItem(
      'dataLists',
      JSON.stringify({ users: { page: -1, pageSize: 33.5, sort: { field: 'x' }, layout: 'grid' } }),
    );
    expect(readStoredList('users')).toEqual({ layout: 'grid' });
  });

  it('survives a storage that throws', () => {
    const original = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error('denied');
    };
    try {
      expect(readStoredList('users')).toEqual({});
    } finally {
      Storage.prototype.getItem = original;
    }
  });
});
