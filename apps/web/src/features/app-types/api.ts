import {
  settingEndpoints as endpoints,
  type AppTypeOptionsBody,
  type CreateAppTypesBody,
  type UpdateAppTypeBody,
} from '@platfox/domain';
import { call } from '../../platform/api';
import { useCachedMutation, type MutationOptions } from '../../platform/api/cachedMutation';

export const appTypeKeys = {
  all: ['app-types'] as const,
  options: (ref: string) => ['app-types', 'options', ref] as const,
};

/** App types and their options (contract/endpoints/settings.ts, spec 03 section 7.2). */
export const appTypesApi = {
  list: (signal?: AbortSignal) =>
    call(endpoints.getAppTypes, {}, { signal }).then((answer) => answer.data),
  create: (body: CreateAppTypesBody) => call(endpoints.postAppTypes, { body }),
  update: (id: string, body: UpdateAppTypeBody) =>
    call(endpoints.putAppType, { params: { id }, body }).then((answer) => answer.data),
  saveOptions: (id: string, body: AppTypeOptionsBody) =>
    call(endpoints.putAppTypeOptions, { params: { id }, body }).then((answer) => answer.data),
  remove: (id: string) => call(endpoints.deleteAppType, { params: { id } }),
  /** What a form reads: an active type's active options, by its key. */
  activeOptions: (key: string, signal?: AbortSignal) =>
    call(endpoints.getAppTypeOptions, { params: { id: key } }, { signal }).then(
      (answer) => answer.data,
    ),
};

/** A change of an app type: the screen's list and every form reading its options follow. */
export const useAppTypeMutation = <TData = unknown, TVars = void>(
  options: MutationOptions<TData, TVars>,
) => useCachedMutation({ ...options, refreshes: [appTypeKeys.all] });
