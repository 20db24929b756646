import { settingEndpoints as endpoints, type Setting, type SettingKey } from '@platfox/domain';
import { call } from '../../platform/api';
import { cachedMutationHook } from '../../platform/api/cachedMutation';

export const settingKeys = { all: ['settings'] as const };

/** The admin's settings (contract/endpoints/settings.ts): every key, and one key written at a time. */
export const settingsApi = {
  list: (signal?: AbortSignal) =>
    call(endpoints.getSettings, {}, { signal }).then((answer) => answer.data),
  put: ({ key, value }: { key: SettingKey; value: string }) =>
    call(endpoints.putSetting, { params: { key }, body: { value } }).then((answer) => answer.data),
};

/** A key's value in the list, or null when never set. */
export const valueOf = (settings: readonly Setting[], key: SettingKey) =>
  settings.find((setting) => setting.key === key)?.value ?? null;

/** A change of a setting: every setting read follows. */
export const useSettingMutation = cachedMutationHook([settingKeys.all]);
