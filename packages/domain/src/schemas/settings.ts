import { z } from 'zod';
import { SETTING_KEYS, type SettingKey } from '../settings';
import { dataAnswer } from './accounts';

/*
 * The admin's settings (spec 03 section 3.5's config keys), one value per key. Values travel as
 * text, as the spec's config records hold them; the keys with a known shape are checked here, so
 * a fee is whole cents and a switch is "true" or "false" before anything is written.
 */

/** The largest TikTok extra fee an admin may set: $100.00 a TikTok order. */
export const MAX_TIKTOK_EXTRA_FEE = 10_000;

export const SETTING_MESSAGES = {
  notCents: `The fee is a whole number of cents from 0 to ${MAX_TIKTOK_EXTRA_FEE}`,
  notSwitch: 'The value is "true" or "false"',
  tooLong: 'The value is at most 2000 characters',
} as const;

const cents = z
  .string()
  .regex(/^\d{1,7}$/, SETTING_MESSAGES.notCents)
  .refine((value) => Number(value) <= MAX_TIKTOK_EXTRA_FEE, SETTING_MESSAGES.notCents);
const flag = z.enum(['true', 'false'], { message: SETTING_MESSAGES.notSwitch });
const text = z.string().max(2000, SETTING_MESSAGES.tooLong);

/** Each key's value rule; a key not named takes any text. */
export const SETTING_VALUE_SCHEMAS: Partial<Record<SettingKey, z.ZodType<string>>> = {
  TIKTOK_EXTRA_FEE: cents,
  IS_AUTO_PLACE_TIKTOK_ORDER: flag,
  IS_DISABLE_PUSH_TRACKING_TO_STORE: flag,
};

export const settingValueSchema = (key: SettingKey) => SETTING_VALUE_SCHEMAS[key] ?? text;

export const settingKeyParamsSchema = z.strictObject({ key: z.enum(SETTING_KEYS) });
export const settingBodySchema = z.strictObject({ value: text });
export type SettingBody = z.infer<typeof settingBodySchema>;

export const settingSchema = z.object({
  key: z.enum(SETTING_KEYS),
  value: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Setting = z.infer<typeof settingSchema>;

export const settingAnswerSchema = dataAnswer(settingSchema);
export const settingsAnswerSchema = dataAnswer(z.array(settingSchema));
