import { describe, expect, it } from 'vitest';
import { userDetailLink, userScopeOf } from './scope';

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
