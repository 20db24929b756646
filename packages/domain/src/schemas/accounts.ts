import { z } from 'zod';
import { ACCOUNT_TYPES, STAFF_ROLES, USER_STATUSES, type AccountType } from '../users';
import { PERMISSION_BATCH_SIZE } from '../limits';
import { ADMIN_PERMISSION_AREAS, ADMIN_PERMISSION_SUFFIXES } from '../permissions';
import { TIMEKEEPING_TYPES } from '../settings';
import type { addressSchema } from './auth';
import { userSchema } from './auth';
import {
  DEFAULT_MAX_LENGTH,
  emailSchema,
  nameSchema,
  newPasswordSchema,
  phoneSchema,
  withPasswordConfirmation,
} from './fields';

// ---- Self-service (spec 01 section 7, spec 03 section 7.1) ----

export const registerBodySchema = withPasswordConfirmation(
  z.strictObject({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema.min(1),
    phone: phoneSchema,
    password: newPasswordSchema,
    passwordConfirmation: z.string().max(128),
    /** The stored sale code of a salesman's registration link (spec 01 section 3; issue 34). */
    saleCode: z.string().trim().max(32).optional(),
  }),
);
export type RegisterBody = z.input<typeof registerBodySchema>;

export const tokenBodySchema = z.strictObject({ token: z.string().trim().min(1).max(512) });
export const tokenParamsSchema = z.strictObject({ token: z.string().min(1).max(512) });

export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema.min(1) });

export const resetPasswordBodySchema = withPasswordConfirmation(
  z.strictObject({
    token: z.string().trim().min(1).max(512),
    password: newPasswordSchema,
    passwordConfirmation: z.string().max(128),
  }),
);

export const changePasswordBodySchema = withPasswordConfirmation(
  z.strictObject({
    currentPassword: z.string().min(1).max(128),
    password: newPasswordSchema,
    passwordConfirmation: z.string().max(128),
  }),
);

const addressInputSchema = z.strictObject({
  street: z.string().trim().max(DEFAULT_MAX_LENGTH).nullable(),
  street2: z.string().trim().max(DEFAULT_MAX_LENGTH).nullable(),
  city: z.string().trim().max(DEFAULT_MAX_LENGTH).nullable(),
  state: z.string().trim().max(DEFAULT_MAX_LENGTH).nullable(),
  zipcode: z.string().trim().max(32).nullable(),
  country: z.string().trim().max(DEFAULT_MAX_LENGTH).nullable(),
  phone: z.string().trim().max(20).nullable(),
}) satisfies z.ZodType<z.infer<typeof addressSchema>>;

/** PUT accounts/update: the signed-in user's own profile. */
export const updateAccountBodySchema = z.strictObject({
  firstName: nameSchema,
  lastName: nameSchema,
  phone: phoneSchema,
  address: addressInputSchema.nullable().optional(),
});

/** Answers of the form the spec names "status, data". */
export const dataAnswer = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(200), data });

// ---- User management by root and admins ----

export const USER_FLAGS = [
  'isAllowUploadFtp',
  'isEnabledStaffManagement',
  'isAllowExportSpecialFile',
  'isAllowPickSingleItem',
] as const;
export type UserFlag = (typeof USER_FLAGS)[number];

const flagsShape = {
  isAllowUploadFtp: z.boolean().optional(),
  isEnabledStaffManagement: z.boolean().optional(),
  isAllowExportSpecialFile: z.boolean().optional(),
  isAllowPickSingleItem: z.boolean().optional(),
};

/** POST accounts/create. */
export const createUserBodySchema = z.strictObject({
  type: z.enum(ACCOUNT_TYPES),
  email: emailSchema.min(1),
  firstName: nameSchema,
  lastName: nameSchema,
  phone: phoneSchema,
  password: newPasswordSchema,
  isVerified: z.boolean().default(true),
  roleId: z.string().uuid().nullable().optional(),
  ...flagsShape,
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;

/** PUT users/{id}. */
export const updateUserBodySchema = z.strictObject({
  firstName: nameSchema,
  lastName: nameSchema,
  phone: phoneSchema,
  roleId: z.string().uuid().nullable().optional(),
  ...flagsShape,
});

export const idParamsSchema = z.strictObject({ id: z.string().uuid() });

/** The account types an admin manages; admins and root are managed by root only. */
export const ADMIN_MANAGED_TYPES = [
  'SELLER',
  'PRINTER',
  'WAREHOUSE',
] as const satisfies readonly AccountType[];

/** DELETE accounts/{type}/{id}; the type is matched without regard to case. */
export const deleteUserParamsSchema = z.strictObject({
  type: z.preprocess(
    (value) => (typeof value === 'string' ? value.toUpperCase() : value),
    z.enum(ACCOUNT_TYPES),
  ),
  id: z.string().uuid(),
});

export const userIdParamsSchema = z.strictObject({ userId: z.string().uuid() });

export const userListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  type: z.enum(ACCOUNT_TYPES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  search: z.string().trim().max(DEFAULT_MAX_LENGTH).optional(),
});

/** A user as root and admins see it in the user screens. */
export const managedUserSchema = userSchema.extend({
  roleId: z.string().nullable(),
  createdAt: z.string(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const userListAnswerSchema = z.object({
  status: z.literal(200),
  items: z.array(managedUserSchema),
  total: z.number().int(),
});

export const checkUniqueEmailQuerySchema = z.strictObject({ email: emailSchema.min(1) });
export const checkUniqueEmailAnswerSchema = dataAnswer(z.object({ isUnique: z.boolean() }));

/** GET apps/gen-pass: a password that satisfies the password rule. */
export const generatedPasswordAnswerSchema = dataAnswer(z.object({ password: z.string() }));

export const resetUserPasswordBodySchema = z.strictObject({
  userId: z.string().uuid(),
  password: newPasswordSchema,
});

// ---- Permissions and user roles (root) ----

/** A permission as stored and sent: the resource plus its granted actions (spec 01 section 3). */
export const permissionPairSchema = z.strictObject({
  permission: z
    .string()
    .regex(/^[A-Z][A-Z_]*[A-Z]$/)
    .max(64),
  actions: z.array(z.enum(ADMIN_PERMISSION_SUFFIXES)).max(ADMIN_PERMISSION_SUFFIXES.length),
});
export type PermissionPair = z.infer<typeof permissionPairSchema>;

/** GET apps/permissions-for: the permission catalogue of a user type. */
export const permissionsForQuerySchema = z.strictObject({
  type: z.enum(ACCOUNT_TYPES).default('ADMIN'),
});
export const permissionCatalogueAnswerSchema = dataAnswer(z.array(permissionPairSchema));

/**
 * The permissions a user type may hold, as pairs. Only admins have a catalogue; printer and
 * seller permission enumerations are empty (spec 03 section 3.1), root needs none.
 */
export function permissionCatalogue(type: AccountType): PermissionPair[] {
  if (type !== 'ADMIN') return [];
  return ADMIN_PERMISSION_AREAS.map((permission) => ({
    permission,
    actions: [...ADMIN_PERMISSION_SUFFIXES],
  }));
}

/** Pairs as stored permission strings (AREA_ACTION), sorted and without repeats. */
export function permissionPairsToStrings(pairs: readonly PermissionPair[]): string[] {
  const strings = pairs.flatMap((pair) =>
    pair.actions.map((action) => `${pair.permission}_${action}`),
  );
  return [...new Set(strings)].sort();
}

/** Stored permission strings back as pairs; strings that end in no known action are left out. */
export function permissionStringsToPairs(permissions: readonly string[]): PermissionPair[] {
  const byArea = new Map<string, PermissionPair['actions']>();
  for (const permission of permissions) {
    // DETAIL_* before ACCESS, so USER_DETAIL_ACCESS is not read as area USER_DETAIL.
    const action = [...ADMIN_PERMISSION_SUFFIXES]
      .sort((a, b) => b.length - a.length)
      .find((suffix) => permission.endsWith(`_${suffix}`));
    if (!action) continue;
    const area = permission.slice(0, -(action.length + 1));
    byArea.set(area, [...(byArea.get(area) ?? []), action]);
  }
  return [...byArea].map(([permission, actions]) => ({ permission, actions }));
}

export const permissionBatchBodySchema = z.strictObject({
  /** The first batch replaces what the user had; later batches add to it. */
  isFirstBatch: z.boolean(),
  items: z.array(permissionPairSchema).max(PERMISSION_BATCH_SIZE),
});

export const userRoleBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(DEFAULT_MAX_LENGTH).nullable().optional(),
  permissions: z.array(permissionPairSchema).max(500),
});

export const userRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  userCount: z.number().int(),
});
export type UserRole = z.infer<typeof userRoleSchema>;

// ---- Live payloads of the account events (spec 03 section 7.7) ----

/** user_blocked and user_activated. */
export const userStatusEventSchema = z.object({ id: z.string(), status: z.enum(USER_STATUSES) });
export type UserStatusEvent = z.infer<typeof userStatusEventSchema>;
/** user_permission: the user's whole new permission list, replacing the stored one. */
export const userPermissionEventSchema = z.object({ permissions: z.array(z.string()) });
export type UserPermissionEvent = z.infer<typeof userPermissionEventSchema>;

// ---- API keys (seller and printer) ----

/** Every API key starts with this, so a key is recognised (and redacted) wherever it appears. */
export const API_KEY_PREFIX = 'pfk_';

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, to tell keys apart; the key itself is shown only once. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export const createApiKeyBodySchema = z.strictObject({ name: z.string().trim().min(1).max(100) });
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });

// ---- Printer staff and owner verification ----

export const staffSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  hasCheckedIn: z.boolean(),
  /** A disabled member cannot check in or act on the floor until activated again. */
  isActive: z.boolean(),
});
export type Staff = z.infer<typeof staffSchema>;

/** The answer to a scanned value that is not a staff QR value; the value itself follows it. */
export const STAFF_QR_FORMAT_MESSAGE =
  'The QR code format is incorrect! Please capture the screen and send it to admin.';

/**
 * Minutes as JavaScript's Date#getTimezoneOffset gives them: UTC minus local time, so UTC+7 is
 * -420. "Today" of a staff member's check-in is the local day of this offset.
 */
const timezoneOffsetSchema = z.number().int().min(-840).max(840);

/** Staff by code: the scanned QR value (type "code") or a staff id (type "id"). */
export const staffByCodeBodySchema = z.strictObject({
  codeOrId: z.string().trim().min(1).max(200),
  type: z.enum(['code', 'id']),
  timezoneOffset: timezoneOffsetSchema.optional(),
});
export const staffByCodeAnswerSchema = z.object({
  valid: z.boolean(),
  hasCheckedIn: z.boolean(),
  message: z.string(),
  staff: staffSchema.nullable(),
});

export const timeLogBodySchema = z.strictObject({
  code: z.string().trim().min(1).max(200),
  /** Check-in, check-out, and between them break, lunch and back to work ("working"). */
  type: z.enum(TIMEKEEPING_TYPES),
  timezoneOffset: timezoneOffsetSchema,
});

export const verifyPinBodySchema = z.strictObject({
  pin: z.string().regex(/^\d{6}$/, { message: 'The PIN must be 6 digits' }),
  isGenFeatureToken: z.boolean().default(true),
});
/** The feature token for the Auth-Feature header; null when isGenFeatureToken was false. */
export const featureTokenAnswerSchema = z.object({
  status: z.literal(200),
  data: z.object({
    featureToken: z.string().nullable(),
    expiresTimeStamp: z.number().int().nullable(),
  }),
});
