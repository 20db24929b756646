import { z } from 'zod';
import { ACCOUNT_TYPES, USER_STATUSES, USER_TYPES } from '../users';
import { emailSchema } from './fields';

export const addressSchema = z.object({
  street: z.string().nullable(),
  street2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
});

export const userGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  key: z.string(),
});

/** The user as the client sees it (spec 03 section 3.1). */
export const userSchema = z.object({
  id: z.string(),
  type: z.enum(USER_TYPES),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  isVerified: z.boolean(),
  status: z.enum(USER_STATUSES),
  permissions: z.array(z.string()),
  address: addressSchema.nullable(),
  group: z.array(userGroupSchema),
  currentBalance: z.number().int(),
  addressReminderCount: z.number().int(),
  isAllowUploadFtp: z.boolean(),
  isEnabledStaffManagement: z.boolean(),
  isAllowExportSpecialFile: z.boolean(),
  isAllowPickSingleItem: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const accessTokenSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** Seconds the access token lives. */
  expiresIn: z.number().int(),
  /** Epoch milliseconds when the access token expires. */
  expiresTimeStamp: z.number().int(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const badgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
});

export const sessionSchema = z.object({
  user: userSchema,
  accessToken: accessTokenSchema,
  badges: z.array(badgeSchema),
  transaction: z.object({ depositIndex: z.number().int() }),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * The second proof a sign-in from an unknown device gives once the account's failed attempts
 * pass its limit (issue 29, item 11): the 401 names the `code` field with one of these.
 */
export const SIGN_IN_CODE_MESSAGES = {
  required:
    'There were many failed sign-in attempts on this account. Enter the code we sent to its e-mail address.',
  invalid: 'The code is not valid or has expired. Enter the code from the latest e-mail.',
  format: 'The code has 6 digits',
} as const;

export const authenticateBodySchema = z.strictObject({
  email: emailSchema.min(1),
  password: z.string().min(1).max(128),
  rememberMe: z.boolean().default(false),
  /** The mailed code, when the server asked for it. */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, SIGN_IN_CODE_MESSAGES.format)
    .optional(),
});
export type AuthenticateBody = z.input<typeof authenticateBodySchema>;

export const authenticatedBodySchema = z.strictObject({ token: z.string().min(1).max(512) });

export const refreshQuerySchema = z.strictObject({ token: z.string().min(1).max(512) });
export const refreshAnswerSchema = z.object({
  accessToken: accessTokenSchema,
  appVersion: z.string(),
});
export type RefreshAnswer = z.infer<typeof refreshAnswerSchema>;

export const permissionsAnswerSchema = z.object({
  status: z.literal(200),
  data: z.array(z.string()),
});

export const messageAnswerSchema = z.object({ status: z.number().int(), message: z.string() });

/** Liveness: the process is up and answers; it asks nothing of the database. */
export const healthAnswerSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;

/**
 * Readiness: the database answers, the migrations are done and the job workers run; any of them
 * missing answers 503 with what is missing in `errors`. Redis is reported, not required: without
 * it HTTP still serves and only live events stay within the process.
 */
export const readyAnswerSchema = z.object({
  status: z.literal('ready'),
  version: z.string(),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    roundTripMs: z.number(),
    checkedAt: z.string(),
  }),
  migrations: z.literal('done'),
  jobWorkers: z.enum(['running', 'none']),
  redis: z.enum(['connected', 'disconnected', 'not used']),
});
export type ReadyAnswer = z.infer<typeof readyAnswerSchema>;

export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
