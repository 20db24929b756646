import { readModel } from '../../platform/read-model';
import { accountTokens, userPermissions, userRoles, users } from './tables';
export { deleteUserRoles } from './list-deletes';
export { accountHooks } from './hooks';
export type { AfterCommit } from './hooks';
export { PENDING_TASK_PUSH_DELAY_MS, signalPendingTasks } from './pending-task-signal';
export { findUserRow, jobActorOf, normalizeEmail, permissionsOf, toUser } from './service';
export { TOKEN_LIFETIME_MS } from './tokens';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const accountsReadModel = readModel({ accountTokens, userPermissions, userRoles, users });
