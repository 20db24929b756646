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
  appTypeAnswerSchema,
  appTypeDeletedAnswerSchema,
  appTypeOptionsAnswerSchema,
  appTypeOptionsBodySchema,
  appTypeRefParamsSchema,
  appTypesAnswerSchema,
  createAppTypesAnswerSchema,
  createAppTypesBodySchema,
  statesAnswerSchema,
  statesQuerySchema,
  updateAppTypeBodySchema,
} from '../../schemas/app-types';
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
  getStates: endpoint({
    method: 'GET',
    path: '/apps/states',
    tags,
    summary: "A country's states and provinces (ISO 3166-2 subdivisions), for address forms",
    access: access.anyUser,
    query: statesQuerySchema,
    answer: statesAnswerSchema,
  }),
  /*
   * App types: option lists the business words itself (docs/areas/settings.md). They are the
   * admin's settings in another shape, so they take the settings permissions (the spec's
   * permission enumeration has no area of their own).
   */
  getAppTypes: endpoint({
    method: 'GET',
    path: '/apps/types',
    tags,
    summary: 'Every app type with all its options (inactive ones included)',
    access: access.admin('SETTING_ACCESS'),
    answer: appTypesAnswerSchema,
  }),
  postAppTypes: endpoint({
    method: 'POST',
    path: '/apps/types',
    tags,
    summary: 'Create one or several app types (all or none; a key already used is refused)',
    access: access.admin('SETTING_DETAIL_CREATE'),
    body: createAppTypesBodySchema,
    answer: createAppTypesAnswerSchema,
  }),
  putAppType: endpoint({
    method: 'PUT',
    path: '/apps/types/:id',
    tags,
    summary: "Change an app type's name, description or status (its key stays)",
    access: access.admin('SETTING_DETAIL_UPDATE'),
    params: idParamsSchema,
    body: updateAppTypeBodySchema,
    answer: appTypeAnswerSchema,
  }),
  deleteAppType: endpoint({
    method: 'DELETE',
    path: '/apps/types/:id',
    tags,
    summary: 'Delete an app type and its options (readers fall back to their built-in words)',
    access: access.admin('SETTING_DETAIL_UPDATE'),
    params: idParamsSchema,
    answer: appTypeDeletedAnswerSchema,
  }),
  getAppTypeOptions: endpoint({
    method: 'GET',
    path: '/apps/type-options/:id',
    tags,
    summary: "An active app type's active options by sort order (the type's id or key)",
    access: access.anyUser,
    params: appTypeRefParamsSchema,
    answer: appTypeOptionsAnswerSchema,
  }),
  putAppTypeOptions: endpoint({
    method: 'PUT',
    path: '/apps/type-options/:id',
    tags,
    summary: "Replace an app type's options (values unique within the type)",
    access: access.admin('SETTING_DETAIL_UPDATE'),
    params: idParamsSchema,
    body: appTypeOptionsBodySchema,
    answer: appTypeAnswerSchema,
  }),
};
