import { z } from 'zod';
import type { SettingKey } from '../settings';
import { EMAIL_PATTERN, URL_PATTERN } from '../validation';
import { countryCodeSchema } from './catalog-shipping';
import { packingSlipSizeSchema } from './packing-slip-signatures';

/*
 * Each setting key's value rule and default (spec 03 section 3.5). Values are stored and sent as
 * text, as the spec's config records hold them; each key's schema reads that text into its typed
 * value (a fee in cents, a switch, an address), so a caller of the settings store never parses.
 */

/** The largest TikTok extra fee an admin may set: $100.00 a TikTok order. */
export const MAX_TIKTOK_EXTRA_FEE = 10_000;

export const SETTING_MESSAGES = {
  notCents: `The fee is a whole number of cents from 0 to ${MAX_TIKTOK_EXTRA_FEE}`,
  notSwitch: 'The value is "true" or "false"',
  tooLong: 'The value is at most 2000 characters',
  notEmail: 'The value must be a valid email address',
  notUrl: 'The value must be a valid URL',
  notJson: 'The value is not in the form this setting needs',
  notRate: 'The rate is a number above 0 with at most 6 decimals',
  notDays: 'The window is a whole number of days from 1 to 365',
} as const;

const text = z.string().max(2000, SETTING_MESSAGES.tooLong);
const cents = z
  .string()
  .regex(/^\d{1,7}$/, SETTING_MESSAGES.notCents)
  .refine((value) => Number(value) <= MAX_TIKTOK_EXTRA_FEE, SETTING_MESSAGES.notCents)
  .transform(Number);
const days = z
  .string()
  .regex(/^\d{1,3}$/, SETTING_MESSAGES.notDays)
  .transform(Number)
  .refine((value) => value >= 1 && value <= 365, SETTING_MESSAGES.notDays);
const flag = z
  .enum(['true', 'false'], { message: SETTING_MESSAGES.notSwitch })
  .transform((value) => value === 'true');
const email = z.string().max(200).regex(EMAIL_PATTERN, SETTING_MESSAGES.notEmail);
const url = z
  .string()
  .max(2000)
  .refine((value) => value === '' || URL_PATTERN.test(value), SETTING_MESSAGES.notUrl);

/** Text holding JSON of `shape`: a value of the wrong form is refused with one message. */
const json = <T extends z.ZodType>(shape: T) =>
  text
    .transform((value, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: SETTING_MESSAGES.notJson });
        return z.NEVER;
      }
    })
    .pipe(shape);

/** The address local-pickup orders show: where the seller's customer collects the parcel. */
export const localPickupAddressSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  street: z.string().trim().min(1).max(300),
  street2: z.string().trim().max(300).default(''),
  city: z.string().trim().min(1).max(100),
  state: z.string().trim().max(50).default(''),
  zipcode: z.string().trim().min(1).max(20),
  country: countryCodeSchema,
  phone: z.string().trim().max(50).default(''),
  /** Opening hours as the pick-up desk writes them ("Mon-Fri 9:00-17:00"). */
  hours: z.string().trim().max(200).default(''),
});
export type LocalPickupAddress = z.infer<typeof localPickupAddressSchema>;

/** The least rate a deposit in another currency is converted at: units of it per US dollar. */
export const minExchangeRateSchema = z.strictObject({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'The currency is a 3-letter ISO code')
    .refine((code) => code !== 'USD', 'The currency is not USD'),
  rate: z
    .number()
    .positive(SETTING_MESSAGES.notRate)
    .max(1_000_000_000, SETTING_MESSAGES.notRate)
    .refine((rate) => Math.round(rate * 1e6) === rate * 1e6, SETTING_MESSAGES.notRate),
});
export type MinExchangeRate = z.infer<typeof minExchangeRateSchema>;

/** The notification a seller receives when an admin activates their account. */
export const activatedAccountNotificationSchema = z.strictObject({
  isEnabled: z.boolean(),
  title: z.string().trim().max(200),
  description: z.string().trim().max(2000),
});
export type ActivatedAccountNotification = z.infer<typeof activatedAccountNotificationSchema>;

/** The packing-slip screen's own rule; empty is the default page. */
const slipSize = z.string().superRefine((value, context) => {
  if (value === '') return;
  const checked = packingSlipSizeSchema.safeParse(value);
  if (!checked.success) {
    context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'Invalid' });
  }
});

/** Each key's rule (text in, typed value out) and its default, as stored text. */
export const SETTING_DEFINITIONS = {
  ADMIN_EMAIL: { schema: email, default: '' },
  IS_DISABLE_PUSH_TRACKING_TO_STORE: { schema: flag, default: 'false' },
  MANAGE_USER_ROLE: { schema: text, default: '' },
  NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT: {
    schema: json(activatedAccountNotificationSchema),
    default: JSON.stringify({ isEnabled: false, title: '', description: '' }),
  },
  ORDER_ID: { schema: text, default: '' },
  PACKING_SLIP: { schema: text, default: '' },
  /** "width|height|dpi"; empty is the slip's own default page (1200 x 1800). */
  PACKING_SLIP_SIZE: { schema: slipSize, default: '' },
  PAYMENT_METHOD: { schema: text, default: '' },
  TRACKING_CODE_HOOK_URL: { schema: url, default: '' },
  CLIENT_SECRET_VALIDATION_CODE: { schema: text, default: '' },
  VALIDATION_TIME_KEEPING_MACHINE: { schema: text, default: '' },
  HR_STAFF_REMINDER: { schema: text, default: '' },
  LOCAL_PICKUP_ADDRESS: { schema: json(localPickupAddressSchema.nullable()), default: 'null' },
  MIN_EXCHANGE_RATE: { schema: json(minExchangeRateSchema.nullable()), default: 'null' },
  TIKTOK_EXTRA_FEE: { schema: cents, default: '0' },
  IS_AUTO_PLACE_TIKTOK_ORDER: { schema: flag, default: 'false' },
  /** Days after delivery a seller may claim (issue 31 item 11); said on the report form. */
  CLAIM_WINDOW_DAYS: { schema: days, default: '30' },
} as const satisfies Record<SettingKey, { schema: z.ZodType<unknown, string>; default: string }>;

/** The keys whose text is JSON. */
export const JSON_SETTING_KEYS: ReadonlySet<SettingKey> = new Set([
  'NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT',
  'LOCAL_PICKUP_ADDRESS',
  'MIN_EXCHANGE_RATE',
]);

/** A key's typed value: what the settings store answers for it. */
export type SettingValue<K extends SettingKey> = z.output<
  (typeof SETTING_DEFINITIONS)[K]['schema']
>;

/** The key's rule over the stored text. */
export const settingValueSchema = (key: SettingKey): z.ZodType<unknown, string> =>
  SETTING_DEFINITIONS[key].schema;

/**
 * The text to store for a value an admin sent: JSON values are stored in their parsed, complete
 * form (defaults filled in), so what is kept is exactly what every process reads back.
 */
export function normaliseSettingText(
  key: SettingKey,
  value: string,
): { ok: true; text: string } | { ok: false; message: string } {
  const parsed = settingValueSchema(key).safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return { ok: false, message: `${where}${issue?.message ?? SETTING_MESSAGES.notJson}` };
  }
  return { ok: true, text: JSON_SETTING_KEYS.has(key) ? JSON.stringify(parsed.data) : value };
}
