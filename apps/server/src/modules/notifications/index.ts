export {
  accountStatusNotice,
  permissionsChangedNotice,
  tellAccountStatus,
  tellPermissionsChanged,
} from './account-notices';
export { writeNotifications } from './notify';
export type { NotifyInput } from './notify';
export type { NotificationDelivery } from './notify';
export { NotificationService } from './service';
export { notificationCampaigns, notifications } from './tables';
