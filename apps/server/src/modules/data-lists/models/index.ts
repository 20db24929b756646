import { ListRegistry } from '../registry';
import { apiKeyListModel } from './api-key';
import { staffListModel } from './staff';
import { userListModel } from './user';
import { userRoleListModel } from './user-role';

/** Every list the data-list endpoint serves; a new list is one more file and one more line. */
export const listRegistry = new ListRegistry([
  userListModel,
  userRoleListModel,
  apiKeyListModel,
  staffListModel,
]);
