import {
  settingAnswerSchema,
  settingBodySchema,
  settingKeyParamsSchema,
  settingsAnswerSchema,
} from '../../schemas/settings';
import { access } from '../access';
import { endpoint } from '../endpoint';

const tags = ['settings'];

/**
 * The admin's settings (spec 03 section 3.5's keys), read and written one key at a time: the
 * TikTok extra fee screen uses two keys, and a later settings screen the others.
 */
export const settingEndpoints = {
  getSettings: endpoint({
    method: 'GET',
    path: '/admin/settings',
    tags,
    summary: 'Every setting key with its value (null when never set)',
    access: access.admin('SETTING_ACCESS'),
    answer: settingsAnswerSchema,
  }),
  putSetting: endpoint({
    method: 'PUT',
    path: '/admin/settings/:key',
    tags,
    summary: "Set one setting's value; checked against the key's rule (cents, true or false)",
    access: access.admin('SETTING_DETAIL_UPDATE'),
    params: settingKeyParamsSchema,
    body: settingBodySchema,
    answer: settingAnswerSchema,
  }),
};
