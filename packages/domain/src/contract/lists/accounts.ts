import { z } from 'zod';
import { NOTIFICATION_CAMPAIGN_AUDIENCES, NOTIFICATION_TYPES } from '../../notifications';
import { NETWORK_STATUSES } from '../../engagement';
import { ADMIN_PERMISSIONS } from '../../permissions';
import { notificationDetailsSchema } from '../../schemas/notifications';
import { ACCOUNT_TYPES, STAFF_ROLES, USER_STATUSES, USER_TYPE_LABELS } from '../../users';
import { access, withFeatureToken } from '../access';
import { listChoices, listDate, listModel, listRow } from './declare';

/** The lists of accounts, keys, staff, notifications and networks. */

/**
 * Users: root sees every user, an admin with USER_ACCESS only sellers, printers and warehouse
 * users (spec 01 section 6). Secrets never leave: the row names its fields.
 */
export const userList = listModel({
  name: 'user',
  access: access.rootOrAdmin('USER_ACCESS'),
  fields: {
    email: { type: 'text', isSortable: true },
    firstName: { type: 'text', isSortable: true },
    lastName: { type: 'text', isSortable: true },
    fullName: { type: 'text', isSortable: true },
    phone: { type: 'text', isSortable: true, isExistenceEnabled: true },
    type: {
      type: 'array',
      isSortable: true,
      choices: ACCOUNT_TYPES.map((type) => ({ key: type, label: USER_TYPE_LABELS[type] })),
    },
    status: { type: 'radio', isSortable: true, choices: listChoices(USER_STATUSES) },
    isVerified: { type: 'boolean', isSortable: true },
    isAllowUploadFtp: { type: 'boolean' },
    isEnabledStaffManagement: { type: 'boolean' },
    currentBalance: { type: 'int', isSortable: true, isMoney: true },
    roleId: { type: 'autocomplete', isExistenceEnabled: true },
    roleName: { type: 'text', isSortable: true, isExistenceEnabled: true },
    createdAt: { type: 'time', isSortable: true },
    updatedAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    type: z.enum(ACCOUNT_TYPES),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    phone: z.string().nullable(),
    status: z.enum(USER_STATUSES),
    isVerified: z.boolean(),
    currentBalance: z.number().int(),
    isAllowUploadFtp: z.boolean(),
    isEnabledStaffManagement: z.boolean(),
    isAllowExportSpecialFile: z.boolean(),
    isAllowPickSingleItem: z.boolean(),
    roleId: z.string().nullable(),
    roleName: z.string().nullable(),
    createdAt: listDate,
    updatedAt: listDate,
  }),
});

/** User roles, for root only (spec 01 section 6). */
export const userRoleList = listModel({
  name: 'user-role',
  access: access.types('ROOT'),
  fields: {
    name: { type: 'text', isSortable: true },
    description: { type: 'text', isSortable: true, isExistenceEnabled: true },
    permissions: { type: 'autocomplete', choices: listChoices(ADMIN_PERMISSIONS) },
    createdAt: { type: 'time', isSortable: true },
    updatedAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'name', direction: 'asc' },
  row: listRow({
    name: z.string(),
    description: z.string().nullable(),
    permissions: z.array(z.string()),
    createdAt: listDate,
    updatedAt: listDate,
  }),
});

/** A seller's or printer's own open API keys; never the key or its hash. */
export const apiKeyList = listModel({
  name: 'api-key',
  access: access.types('SELLER', 'PRINTER'),
  fields: {
    name: { type: 'text', isSortable: true },
    prefix: { type: 'text', isSortable: true },
    createdAt: { type: 'time', isSortable: true },
    lastUsedAt: { type: 'time', isSortable: true, isExistenceEnabled: true },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    name: z.string(),
    prefix: z.string(),
    createdAt: listDate,
    lastUsedAt: listDate.nullable(),
  }),
});

/**
 * A printer's own staff, behind owner verification like the human-resources pages (the
 * Auth-Feature header), so the list is not a way around GET printer/hm/staff.
 */
export const staffList = listModel({
  name: 'staff',
  access: withFeatureToken(access.types('PRINTER')),
  fields: {
    fullName: { type: 'text', isSortable: true },
    email: { type: 'text', isSortable: true, isExistenceEnabled: true },
    phone: { type: 'text', isSortable: true, isExistenceEnabled: true },
    role: { type: 'array', isSortable: true, choices: listChoices(STAFF_ROLES) },
    code: { type: 'text', isSortable: true },
    createdAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'fullName', direction: 'asc' },
  row: listRow({
    fullName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    role: z.enum(STAFF_ROLES),
    code: z.string(),
    createdAt: listDate,
  }),
});

/** The caller's own notifications, for every user type: nobody lists another user's. */
export const notificationList = listModel({
  name: 'notification',
  access: access.anyUser,
  fields: {
    title: { type: 'text', isSortable: true },
    description: { type: 'text', isSortable: true },
    type: { type: 'array', isSortable: true, choices: listChoices(NOTIFICATION_TYPES) },
    isRead: { type: 'boolean', isSortable: true },
    sentAt: { type: 'time', isSortable: true },
    actorFullName: { type: 'text', isSortable: true, isExistenceEnabled: true },
  },
  defaultSort: { field: 'sentAt', direction: 'desc' },
  row: listRow({
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    description: z.string(),
    details: notificationDetailsSchema.nullable(),
    groupId: z.string().nullable(),
    parentId: z.string().nullable(),
    isRead: z.boolean(),
    sentAt: listDate,
    actorFullName: z.string().nullable(),
  }),
});

/** The notifications admins sent (/a/notifications), for admins with NOTIFY_SETTING_ACCESS. */
export const notificationCampaignList = listModel({
  name: 'notification-campaign',
  access: access.admin('NOTIFY_SETTING_ACCESS'),
  fields: {
    title: { type: 'text', isSortable: true },
    description: { type: 'text', isSortable: true },
    audience: {
      type: 'array',
      isSortable: true,
      choices: listChoices(NOTIFICATION_CAMPAIGN_AUDIENCES),
    },
    recipientsCount: { type: 'int', isSortable: true },
    sentAt: { type: 'time', isSortable: true },
    createdByFullName: { type: 'text', isSortable: true, isExistenceEnabled: true },
  },
  defaultSort: { field: 'sentAt', direction: 'desc' },
  row: listRow({
    title: z.string(),
    description: z.string(),
    audience: z.enum(NOTIFICATION_CAMPAIGN_AUDIENCES),
    recipientsCount: z.number().int(),
    sentAt: listDate,
    createdByFullName: z.string().nullable(),
  }),
});

/** Seller networks (/a/networks) for admins with NETWORK_ACCESS; a network is its owner's. */
export const networkList = listModel({
  name: 'network',
  access: access.admin('NETWORK_ACCESS'),
  fields: {
    code: { type: 'text', isSortable: true },
    ownerId: { type: 'autocomplete' },
    ownerEmail: { type: 'text', isSortable: true },
    rulesDescription: { type: 'text' },
    status: { type: 'radio', isSortable: true, choices: listChoices(NETWORK_STATUSES) },
    approvedCount: { type: 'int', isSortable: true },
    pendingCount: { type: 'int', isSortable: true },
    blockedCount: { type: 'int', isSortable: true },
    createdAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    code: z.string(),
    ownerId: z.string(),
    ownerEmail: z.string(),
    rulesDescription: z.string(),
    status: z.enum(NETWORK_STATUSES),
    approvedCount: z.number().int(),
    pendingCount: z.number().int(),
    blockedCount: z.number().int(),
    createdAt: listDate,
  }),
});
