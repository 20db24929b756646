import { deleteByIds } from '../../platform/db/delete-by-ids';
import { userRoles } from './tables';

/** The user-role list's delete action (data-lists checks first): accounts owns the rows. */
export const deleteUserRoles = deleteByIds(userRoles, userRoles.id);
