import {
  countriesAnswerSchema,
  exchangeRateAnswerSchema,
  localPickupAddressAnswerSchema,
  settingAnswerSchema,
  settingBodySchema,
  settingChangesAnswerSchema,
  settingKeyParamsSchema,
  settingsAnswerSchema,
} from '../../schemas/settings';
import {
  sellerConfigAnswerSchema,
  sellerConfigBodySchema,
  sellerConfigsAnswerSchema,
} from '../../schemas/seller-config';
import { idParamsSchema } from '../../schemas/accounts';
import { access } from '../access';
import { endpoint } from '../endpoint';

const tags = ['settings'];

/**
 * The admin's settings (spec 03 section 3.5's keys) at the spec's client-config calls (section
 * 7.2), read and written one key at a time; each change is kept with who made it and the value
 * before, and reaches every server process at once (modules/settings/store.ts).
 */
export const settingEndpoints = {
  // The seller's general settings (spec 03 section 7.3's seller/config; user setting types MAIN
  // and FORWARD): a seller reads and writes only their own, one type at a time.
  getSellerConfig: endpoint({
    method: 'GET',
    path: '/seller/config',
    tags,
    summary:
      'My general settings: MAIN (defaults, return address) and FORWARD (forwarding address)',
    access: access.types('SELLER'),
    answer: sellerConfigsAnswerSchema,
  }),
  putSellerConfig: endpoint({
    method: 'PUT',
    path: '/seller/config',
    tags,
    summary: 'Save one type of my general settings (its whole value)',
    access: access.types('SELLER'),
    body: sellerConfigBodySchema,
    answer: sellerConfigAnswerSchema,
  }),
  getUserConfig: endpoint({
    method: 'GET',
    path: '/users/:id/config',
    tags,
    summary: "A seller's general settings, as the seller sees them (read only)",
    access: access.rootOrAdmin('USER_DETAIL_ACCESS'),
    params: idParamsSchema,
    answer: sellerConfigsAnswerSchema,
  }),
  getSettings: endpoint({
    method: 'GET',
    path: '/apps/client-config',
    tags,
    summary: 'Every setting key with its value (null when never set) and its default',
    access: access.admin('SETTING_ACCESS'),
    answer: settingsAnswerSchema,
  }),
  putSetting: endpoint({
    method: 'PUT',
    path: '/apps/client-config/:key',
    tags,
    summary: "Set one setting's value; checked against the key's rule (cents, switch, address...)",
    access: access.admin('SETTING_DETAIL_UPDATE'),
    params: settingKeyParamsSchema,
    body: settingBodySchema,
    answer: settingAnswerSchema,
  }),
  getLocalPickupAddress: endpoint({
    method: 'GET',
    path: '/apps/local-pickup-address',
    tags,
    summary: 'Where local-pickup orders are collected (LOCAL_PICKUP_ADDRESS), null when unset',
    access: access.types('SELLER', 'ADMIN', 'PRINTER'),
    answer: localPickupAddressAnswerSchema,
  }),
  getSettingChanges: endpoint({
    method: 'GET',
    path: '/apps/client-config/:key/changes',
    tags,
    summary: "A setting's changes, newest first (who, before, after); the last 100",
    access: access.admin('SETTING_ACCESS'),
    params: settingKeyParamsSchema,
    answer: settingChangesAnswerSchema,
  }),
  getRate: endpoint({
    method: 'GET',
    path: '/apps/rate',
    tags,
    summary:
      'The minimum exchange rate deposits in another currency convert at (MIN_EXCHANGE_RATE), null when unset',
    access: access.types('SELLER', 'ADMIN', 'ROOT'),
    answer: exchangeRateAnswerSchema,
  }),
  getCountries: endpoint({
    method: 'GET',
    path: '/apps/countries',
    tags,
    summary: 'The countries an address may name (ISO 3166-1 alpha-2 code and English name)',
    access: access.anyUser,
    answer: countriesAnswerSchema,
  }),
};
