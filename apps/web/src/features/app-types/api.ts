import {
  settingEndpoints as endpoints,
  type AppTypeOptionsBody,
  type CreateAppTypesBody,
  type UpdateAppTypeBody,
} from '@platfox/domain';
import { call } from '../../platform/api';
import { cachedMutationHook } from '../../platform/api/cachedMutation';
import { queryKeys } from '../../platform/api/queryKeys';

export const appTypeKeys = queryKeys('app-types', {
  options: (ref: string) => ['options', ref],
});

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
export const useAppTypeMutation = cachedMutationHook([appTypeKeys.all]);
