export { accountStatusNotice, permissionsChangedNotice } from './account-notices';
export { writeNotifications } from './notify';
export type { NotificationDelivery } from './notify';
export { NotificationService } from './service';
export { notificationCampaigns, notifications } from './tables';
