import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../filters';
import { ISSUE_STATUSES } from '../engagement';
import type { UserSettingType } from '../settings';
import { countryName } from '../countries';
import { dataAnswer } from './accounts';
import { DATA_LIST_MAX_PAGE_SIZE } from './data-list';
import { orderAddressSchema, type OrderAddress } from './orders';

/*
 * The seller's general settings (spec 03 section 3.5's Config, "user setting types MAIN,
 * FORWARD"; /s/general-setting, issue 36): one row per seller and type. MAIN holds the seller's
 * defaults, FORWARD where returned or undeliverable parcels are forwarded. Addresses are the
 * order's address (the same fields and rules a buyer's address has).
 */

/** The order form's shipping choice: standard, fast, or collected at the local pick-up desk. */
export const SHIPPING_METHODS = ['STANDARD', 'FAST', 'LOCAL_PICKUP'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/** MAIN: what the order form preselects, and the return address printed on packing slips. */
export const sellerMainSettingSchema = z.strictObject({
  defaultShippingMethod: z.enum(SHIPPING_METHODS).default('STANDARD'),
  returnAddress: orderAddressSchema.nullable().default(null),
});
export type SellerMainSetting = z.infer<typeof sellerMainSettingSchema>;

/** FORWARD: where returned or undeliverable parcels go, with a note for whoever forwards them. */
export const sellerForwardSettingSchema = z.strictObject({
  forwardingAddress: orderAddressSchema.nullable().default(null),
  note: z.string().trim().max(500).default(''),
});
export type SellerForwardSetting = z.infer<typeof sellerForwardSettingSchema>;

/** Each type's value and its default (a type never saved reads as this). */
export const USER_SETTING_SCHEMAS: {
  MAIN: typeof sellerMainSettingSchema;
  FORWARD: typeof sellerForwardSettingSchema;
} & Record<UserSettingType, z.ZodType> = {
  MAIN: sellerMainSettingSchema,
  FORWARD: sellerForwardSettingSchema,
} as const;

/** PUT seller/config: one type's whole value. */
export const sellerConfigBodySchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('MAIN'), value: sellerMainSettingSchema }),
  z.strictObject({ type: z.literal('FORWARD'), value: sellerForwardSettingSchema }),
]);
export type SellerConfigBody = z.input<typeof sellerConfigBodySchema>;

/** Set by whom and when; null for a type never saved (its value is then the default). */
const savedFacts = {
  id: z.string().nullable(),
  updatedAt: z.string().nullable(),
};
export const sellerConfigSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('MAIN'), value: sellerMainSettingSchema, ...savedFacts }),
  z.object({ type: z.literal('FORWARD'), value: sellerForwardSettingSchema, ...savedFacts }),
]);
export type SellerConfig = z.infer<typeof sellerConfigSchema>;

export const sellerConfigsAnswerSchema = dataAnswer(z.array(sellerConfigSchema));
export const sellerConfigAnswerSchema = dataAnswer(sellerConfigSchema);

/** GET seller/issues: a page of the seller's issues, newest first, optionally of some statuses. */
export const sellerIssuesQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(DATA_LIST_MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  status: z.enum(ISSUE_STATUSES).optional(),
});

/** An address as the lines a slip prints: name, street, street 2, city line, country. */
export function addressLines(address: OrderAddress): string[] {
  const cityLine = [address.city, address.state, address.zipcode].filter(Boolean).join(', ');
  return [
    address.fullName,
    address.street,
    address.street2 ?? '',
    cityLine,
    countryName(address.country) ?? address.country,
  ].filter((line) => line.trim() !== '');
}
