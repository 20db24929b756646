import {
  ACCOUNT_TYPES,
  ADMIN_MANAGED_TYPES,
  USER_TYPE_PREFIX,
  type AccountType,
  type RouteMode,
  type User,
} from '@platfox/domain';

/**
 * What a viewer may do on the user screens. Root manages every account type; an admin manages
 * sellers, printers and warehouse users only, as far as the USER permissions reach.
 */
export type UserScope = {
  /** Where the screens live: /r or /a. */
  prefix: string;
  /** Types the list may show and the type filter offers. */
  types: readonly AccountType[];
  /** Types a new user may be given. */
  creatableTypes: readonly AccountType[];
  canCreate: boolean;
  canUpdate: boolean;
  canView: boolean;
  /** Roles and the permission page belong to root. */
  canManageRoles: boolean;
};

export function userScopeOf(viewer: Pick<User, 'type' | 'permissions'>): UserScope {
  if (viewer.type === 'ROOT') {
    return {
      prefix: USER_TYPE_PREFIX.ROOT,
      types: ACCOUNT_TYPES,
      // Root accounts are set up with the installation, never from the screen.
      creatableTypes: ACCOUNT_TYPES.filter((type) => type !== 'ROOT'),
      canCreate: true,
      canUpdate: true,
      canView: true,
      canManageRoles: true,
    };
  }
  const has = (permission: string) => viewer.permissions.includes(permission);
  const canUpdate = has('USER_DETAIL_UPDATE');
  return {
    prefix: USER_TYPE_PREFIX.ADMIN,
    types: ADMIN_MANAGED_TYPES,
    creatableTypes: ADMIN_MANAGED_TYPES,
    canCreate: has('USER_DETAIL_CREATE'),
    canUpdate,
    canView: canUpdate || has('USER_DETAIL_ACCESS'),
    canManageRoles: false,
  };
}

/** The link to a user's detail in the mode the viewer may open it, or null when it may not. */
export function userDetailLink(scope: UserScope, id: string): string | null {
  const mode: RouteMode | null = scope.canUpdate ? 'edit' : scope.canView ? 'view' : null;
  return mode ? `${scope.prefix}/user/${id}?m=${mode}` : null;
}

export function canManageType(scope: UserScope, type: string): boolean {
  return (scope.types as readonly string[]).includes(type);
}
