export { accountHooks } from './hooks';
export type { AfterCommit } from './hooks';
export { PENDING_TASK_PUSH_DELAY_MS, signalPendingTasks } from './pending-task-signal';
export { findUserRow, jobActorOf, normalizeEmail, permissionsOf, toUser } from './service';
export { accountTokens, userPermissions, userRoles, users } from './tables';
export { TOKEN_LIFETIME_MS } from './tokens';
