import { z } from 'zod';
import { SETTING_KEYS } from '../settings';
import { dataAnswer } from './accounts';
import { localPickupAddressSchema, minExchangeRateSchema } from './setting-values';

export * from './setting-values';

/*
 * The admin's settings (spec 03 section 3.5's config keys) over the client-config calls (spec 03
 * section 7.2), one value per key, sent as text; each key's rule is in setting-values.ts.
 */

const text = z.string().max(2000, 'The value is at most 2000 characters');

export const settingKeyParamsSchema = z.strictObject({ key: z.enum(SETTING_KEYS) });
export const settingBodySchema = z.strictObject({ value: text });
export type SettingBody = z.infer<typeof settingBodySchema>;

export const settingSchema = z.object({
  key: z.enum(SETTING_KEYS),
  /** The stored text, or null when never set (the key then reads as `defaultValue`). */
  value: z.string().nullable(),
  defaultValue: z.string(),
  updatedAt: z.string().nullable(),
  updatedByEmail: z.string().nullable(),
});
export type Setting = z.infer<typeof settingSchema>;

/** One change of a setting: who made it, the value before and after. */
export const settingChangeSchema = z.object({
  id: z.string(),
  key: z.enum(SETTING_KEYS),
  before: z.string().nullable(),
  after: z.string(),
  changedByEmail: z.string().nullable(),
  changedAt: z.string(),
});
export type SettingChange = z.infer<typeof settingChangeSchema>;

export const settingAnswerSchema = dataAnswer(settingSchema);
export const settingsAnswerSchema = dataAnswer(z.array(settingSchema));
export const settingChangesAnswerSchema = dataAnswer(z.array(settingChangeSchema));
export const localPickupAddressAnswerSchema = dataAnswer(localPickupAddressSchema.nullable());

/** GET apps/rate: the minimum exchange rate deposits in another currency convert at, or null. */
export const exchangeRateAnswerSchema = dataAnswer(minExchangeRateSchema.nullable());

/** GET apps/countries: the ISO 3166-1 countries an address may name, code and English name. */
export const countriesAnswerSchema = dataAnswer(
  z.array(z.object({ code: z.string(), name: z.string() })),
);
