import {
  importEndpoints as endpoints,
  importQueueAnswerSchema,
  routeUrl,
  type ImportQueue,
} from '@platfox/domain';
import { ApiError, call } from '../../platform/api';
import { currentAccessToken } from '../../platform/session';
import { saveFile } from '../../ui/download';

/** The fallback poll of an import (spec 01 section 7: fetched by id until it ends). */
export const IMPORT_POLL_MS = 2000;

const withToken = (): Record<string, string> => {
  const token = currentAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

async function failureOf(status: number, text: string): Promise<ApiError> {
  let message = `Request failed (${status})`;
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? message;
  } catch {
    // not JSON: keep the generic message
  }
  return new ApiError({ status, message, kind: 'http' });
}

/** A template the server writes (XLSX, a file endpoint), read through `call` and saved as a download. */
type TemplateEndpoint =
  | typeof endpoints.getImportsTrackingCodesTemplate
  | typeof endpoints.getImportsOrdersTemplate
  | typeof endpoints.getImportsProductsTemplate
  | typeof endpoints.getImportsComingDatesTemplate;
async function downloadXlsx(template: TemplateEndpoint, name: string): Promise<void> {
  saveFile(await call(template), name);
}

/**
 * Uploads a spreadsheet into the import queue. XMLHttpRequest rather than fetch: only it reports
 * the upload's progress, which a 10 MB file on a slow line needs.
 */
function uploadSheet(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ImportQueue> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(withToken())) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status !== 200) {
        void failureOf(request.status, request.responseText).then(reject);
        return;
      }
      try {
        resolve(importQueueAnswerSchema.parse(JSON.parse(request.responseText)).data);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () =>
      reject(new ApiError({ status: 0, message: 'Network error', kind: 'network' }));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/** The tracking-code imports: a printer's go to its own path, an admin's to the admin one. */
export const trackingImportsApi = {
  downloadTemplate: (): Promise<void> =>
    downloadXlsx(endpoints.getImportsTrackingCodesTemplate, 'tracking-code-import-template.xlsx'),
  upload: (
    side: 'printer' | 'admin',
    file: File,
    onProgress: (percent: number) => void,
  ): Promise<ImportQueue> =>
    uploadSheet(
      routeUrl(
        side === 'printer'
          ? endpoints.printerImportTrackingCodes
          : endpoints.adminImportTrackingCodes,
      ),
      file,
      onProgress,
    ),
};

/** The admin's coming-stock-date imports: the template and the upload (with its progress). */
export const comingDateImportsApi = {
  downloadTemplate: (): Promise<void> =>
    downloadXlsx(endpoints.getImportsComingDatesTemplate, 'coming-date-import-template.xlsx'),
  upload: (file: File, onProgress: (percent: number) => void): Promise<ImportQueue> =>
    uploadSheet(routeUrl(endpoints.adminImportComingDates), file, onProgress),
};

/** The seller's product imports: the template and the upload (with its progress). */
export const productImportsApi = {
  downloadTemplate: (): Promise<void> =>
    downloadXlsx(endpoints.getImportsProductsTemplate, 'product-import-template.xlsx'),
  upload: (file: File, onProgress: (percent: number) => void): Promise<ImportQueue> =>
    uploadSheet(routeUrl(endpoints.postImportsProducts), file, onProgress),
};

/** The order imports: the template, the upload (with its progress) and an import by id. */
export const importsApi = {
  get: (id: string, signal?: AbortSignal): Promise<ImportQueue> =>
    call(endpoints.getImportQueuesOne, { params: { id } }, { signal }).then(
      (answer) => answer.data,
    ),

  downloadTemplate: (): Promise<void> =>
    downloadXlsx(endpoints.getImportsOrdersTemplate, 'order-import-template.xlsx'),

  upload: (file: File, onProgress: (percent: number) => void): Promise<ImportQueue> =>
    uploadSheet(routeUrl(endpoints.postImportsOrders), file, onProgress),
};
