import {
  settingEndpoints as endpoints,
  type SellerConfig,
  type SellerConfigBody,
  type UserSettingType,
} from '@platfox/domain';
import { call } from '../../platform/api';
import { useCachedMutation, type MutationOptions } from '../../platform/api/cachedMutation';

/** The seller's general settings (GET/PUT seller/config): MAIN and FORWARD. */
export const sellerConfigKeys = { all: ['seller-config'] as const };

export const sellerConfigApi = {
  list: (signal?: AbortSignal) =>
    call(endpoints.getSellerConfig, {}, { signal }).then((answer) => answer.data),
  put: (body: SellerConfigBody) =>
    call(endpoints.putSellerConfig, { body }).then((answer) => answer.data),
};

/** One type's entry of the list (the server always answers both). */
export function configOf<T extends UserSettingType>(
  list: readonly SellerConfig[],
  type: T,
): Extract<SellerConfig, { type: T }> | undefined {
  return list.find((one): one is Extract<SellerConfig, { type: T }> => one.type === type);
}

/** A save of one type: the settings read again (the order form's defaults with them). */
export const useSellerConfigMutation = <TData = unknown, TVars = void>(
  options: MutationOptions<TData, TVars>,
) => useCachedMutation({ ...options, refreshes: [sellerConfigKeys.all] });
