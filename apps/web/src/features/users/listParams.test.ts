import { ACCOUNT_TYPES, type AccountType } from '@platfox/domain';
import { describe, expect, it } from 'vitest';
import { readUserListQuery, writeUserListQuery } from './listParams';
import { userDetailLink, userScopeOf } from './scope';

const read = (search: string, types: readonly AccountType[] = ACCOUNT_TYPES) =>
  readUserListQuery(new URLSearchParams(search), types);

describe('the user list query in the URL', () => {
  it('reads defaults from nothing', () => {
    expect(read('')).toEqual({
      page: 1,
      pageSize: 20,
      type: undefined,
      status: undefined,
      search: undefined,
    });
  });

  it('reads what it is given', () => {
    expect(read('page=3&pageSize=50&type=SELLER&status=BLOCKED&search=%20ana%20')).toEqual({
      page: 3,
      pageSize: 50,
      type: 'SELLER',
      status: 'BLOCKED',
      search: 'ana',
    });
  });

  it('falls back to defaults for nonsense instead of failing', () => {
    expect(read('page=-2&pageSize=33&type=HACKER&status=x')).toEqual({
      page: 1,
      pageSize: 20,
      type: undefined,
      status: undefined,
      search: undefined,
    });
  });

  it('drops a type the viewer may not list', () => {
    expect(read('type=ADMIN', ['SELLER', 'PRINTER']).type).toBeUndefined();
  });

  it('writes short links, leaving defaults out', () => {
    expect(writeUserListQuery({ page: 1, pageSize: 20 }).toString()).toBe('');
    expect(
      writeUserListQuery({ page: 2, pageSize: 100, type: 'PRINTER', search: 'pia' }).toString(),
    ).toBe('page=2&pageSize=100&type=PRINTER&search=pia');
  });
});

describe('what a viewer may do with users', () => {
  it('lets root manage every type and create all but root', () => {
    const scope = userScopeOf({ type: 'ROOT', permissions: [] });
    expect(scope).toMatchObject({
      prefix: '/r',
      canCreate: true,
      canUpdate: true,
      canManageRoles: true,
    });
    expect(scope.creatableTypes).not.toContain('ROOT');
    expect(userDetailLink(scope, 'u1')).toBe('/r/user/u1?m=edit');
  });

  it('keeps an admin to sellers, printers and warehouse users, as far as the permissions go', () => {
    const reader = userScopeOf({
      type: 'ADMIN',
      permissions: ['USER_ACCESS', 'USER_DETAIL_ACCESS'],
    });
    expect(reader).toMatchObject({
      prefix: '/a',
      canCreate: false,
      canUpdate: false,
      canView: true,
    });
    expect(reader.types).toEqual(['SELLER', 'PRINTER', 'WAREHOUSE']);
    expect(userDetailLink(reader, 'u1')).toBe('/a/user/u1?m=view');

    const lister = userScopeOf({ type: 'ADMIN', permissions: ['USER_ACCESS'] });
    expect(userDetailLink(lister, 'u1')).toBeNull();

    const editor = userScopeOf({
      type: 'ADMIN',
      permissions: ['USER_ACCESS', 'USER_DETAIL_CREATE', 'USER_DETAIL_UPDATE'],
    });
    expect(editor).toMatchObject({ canCreate: true, canUpdate: true, canManageRoles: false });
    expect(userDetailLink(editor, 'u1')).toBe('/a/user/u1?m=edit');
  });
});
