import { pathOf, productionEndpoints } from '@platfox/domain';
import { API_BASE, call } from '../../platform/api';
import { cachedMutationHook } from '../../platform/api/cachedMutation';
import { queryKeys } from '../../platform/api/queryKeys';

export const printDesignKeys = queryKeys('print-designs', {
  item: (code: string) => ['item', code],
});

/**
 * An item's print designs for its printer (apps/server/src/modules/production/print-designs.ts):
 * read by the item's packing-slip code; files come as blobs behind the session's token.
 */
export const printDesignsApi = {
  item: (code: string, signal?: AbortSignal) =>
    call(productionEndpoints.getPrinterPrintDesignsOne, { params: { code } }, { signal }).then(
      (answer) => answer.data,
    ),
  /** One position's file, or every design as a zip when no position is named. */
  download: (code: string, uploadTypeItemId?: string) =>
    call(productionEndpoints.getPrinterDownloadPrintDesigns, {
      query: { code, ...(uploadTypeItemId ? { uploadTypeItemId } : {}) },
    }),
  /** Files named <slip code>-<position>; each is answered replaced or refused with its reason. */
  massUpload: (files: readonly File[]) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    return call(productionEndpoints.postPrinterMassUploadPrintDesigns, { body: form }).then(
      (answer) => answer.data,
    );
  },
};

/** A change of print designs: every item's designs are read again. */
export const usePrintDesignMutation = cachedMutationHook([printDesignKeys.all]);

/** What an <img> shows for one position: the file itself, fetched with the token (AuthImage). */
export function designImageUrl(code: string, uploadTypeItemId: string): string {
  const query = new URLSearchParams({ code, uploadTypeItemId });
  return `${API_BASE}${pathOf(productionEndpoints.getPrinterDownloadPrintDesigns)}?${query}`;
}
