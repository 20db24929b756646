import { readModel } from '../../platform/read-model';
import { loginFailures } from './tables';
export { revokeUserSessions } from './service';
export type { Actor } from './service';
export { forgetLoginFailures } from './throttle';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const authReadModel = readModel({ loginFailures });
