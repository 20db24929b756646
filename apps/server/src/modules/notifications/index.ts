import { readModel } from '../../platform/read-model';
import { notificationCampaigns, notifications } from './tables';
export {
  accountStatusNotice,
  permissionsChangedNotice,
  tellAccountStatus,
  welcomeActivatedAccount,
  tellPermissionsChanged,
} from './account-notices';
export { writeNotifications } from './notify';
export type { NotifyInput } from './notify';
export type { NotificationDelivery } from './notify';
export { NotificationService } from './service';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const notificationsReadModel = readModel({ notificationCampaigns, notifications });
