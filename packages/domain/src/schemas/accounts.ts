import { z } from 'zod';
import { ACCOUNT_TYPES, STAFF_ROLES, USER_STATUSES } from '../users';
import { PERMISSION_BATCH_SIZE } from '../limits';
import { ADMIN_PERMISSION_SUFFIXES } from '../permissions';
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

export const userListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  type: z.enum(ACCOUNT_TYPES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  search: z.string().trim().max(DEFAULT_MAX_LENGTH).optional(),
});

export const userListAnswerSchema = z.object({
  status: z.literal(200),
  items: z.array(userSchema.extend({ roleId: z.string().nullable(), createdAt: z.string() })),
  total: z.number().int(),
});

export const checkUniqueEmailQuerySchema = z.strictObject({ email: emailSchema.min(1) });

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

// ---- API keys (seller and printer) ----

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
});
export type Staff = z.infer<typeof staffSchema>;

/** Staff by code: the scanned QR value (type "code") or a staff id (type "id"). */
export const staffByCodeBodySchema = z.strictObject({
  codeOrId: z.string().trim().min(1).max(200),
  type: z.enum(['code', 'id']),
});
export const staffByCodeAnswerSchema = z.object({
  valid: z.boolean(),
  hasCheckedIn: z.boolean(),
  message: z.string(),
  staff: staffSchema.nullable(),
});

export const timeLogBodySchema = z.strictObject({
  code: z.string().trim().min(1).max(200),
  type: z.enum(['checkin', 'checkout']),
  timezoneOffset: z.number().int().min(-840).max(840),
});

export const verifyPinBodySchema = z.strictObject({
  pin: z.string().regex(/^\d{6}$/, { message: 'The PIN must be 6 digits' }),
  isGenFeatureToken: z.boolean().default(true),
});
export const featureTokenAnswerSchema = z.object({
  status: z.literal(200),
  data: z.object({ featureToken: z.string(), expiresTimeStamp: z.number().int() }),
});
