import type { App } from '../platform/types';
import type { DemoCast } from './calls';
import { register, userIdOf } from './salesmen';

/*
 * A blocked account (issue 36, /a/block-user): a seller who registered and whom the admin
 * blocked, so the blocked-users screen opens on a row to re-activate. Nobody else uses it.
 */

export const DEMO_BLOCKED = { firstName: 'Rex', lastName: 'Holt', email: 'rex@demo.test' };

export async function blockASeller(app: App, cast: DemoCast): Promise<void> {
  await register(app, DEMO_BLOCKED);
  const id = await userIdOf(cast, DEMO_BLOCKED.email);
  await cast.admin('POST', `/accounts/block/${id}`);
}
