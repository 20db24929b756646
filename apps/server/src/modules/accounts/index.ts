export { findUserRow, jobActorOf, normalizeEmail, permissionsOf, toUser } from './service';
export { accountTokens, userPermissions, userRoles, users } from './tables';
export { TOKEN_LIFETIME_MS } from './tokens';
