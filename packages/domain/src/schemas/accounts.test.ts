import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS } from '../permissions';
import {
  deleteUserParamsSchema,
  permissionCatalogue,
  permissionPairsToStrings,
  permissionStringsToPairs,
  staffByCodeBodySchema,
} from './accounts';

describe('permission pairs', () => {
  it('turns pairs into sorted permission strings without repeats', () => {
    expect(
      permissionPairsToStrings([
        { permission: 'USER', actions: ['DETAIL_UPDATE', 'ACCESS'] },
        { permission: 'ORDER', actions: ['ACCESS'] },
        { permission: 'USER', actions: ['ACCESS'] },
      ]),
    ).toEqual(['ORDER_ACCESS', 'USER_ACCESS', 'USER_DETAIL_UPDATE']);
  });

  it('reads strings back as pairs, telling DETAIL_ACCESS from ACCESS', () => {
    expect(
      permissionStringsToPairs([
        'USER_ACCESS',
        'USER_DETAIL_ACCESS',
        'ORDER_ITEM_DETAIL_CREATE',
        'ODD',
      ]),
    ).toEqual([
      { permission: 'USER', actions: ['ACCESS', 'DETAIL_ACCESS'] },
      { permission: 'ORDER_ITEM', actions: ['DETAIL_CREATE'] },
    ]);
  });

  it('has a catalogue for admins only, covering every admin permission', () => {
    expect(permissionPairsToStrings(permissionCatalogue('ADMIN'))).toEqual(
      [...ADMIN_PERMISSIONS].sort(),
    );
    expect(permissionCatalogue('SELLER')).toEqual([]);
    expect(permissionCatalogue('ROOT')).toEqual([]);
  });
});

describe('account payloads', () => {
  it('reads the type of a deleted account in any case', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(deleteUserParamsSchema.parse({ type: 'seller', id })).toEqual({ type: 'SELLER', id });
    expect(deleteUserParamsSchema.safeParse({ type: 'staff', id }).success).toBe(false);
  });

  it('takes an optional time zone offset with a staff code', () => {
    expect(staffByCodeBodySchema.parse({ codeOrId: ' STAFF_1 ', type: 'code' })).toEqual({
      codeOrId: 'STAFF_1',
      type: 'code',
    });
    expect(
      staffByCodeBodySchema.safeParse({ codeOrId: 'x', type: 'id', timezoneOffset: 1000 }).success,
    ).toBe(false);
  });
});
