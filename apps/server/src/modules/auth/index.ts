export { revokeUserSessions } from './service';
export type { Actor } from './service';
export { loginFailures } from './tables';
export { forgetLoginFailures } from './throttle';
