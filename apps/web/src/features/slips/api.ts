import { dataListEndpoints, floorFileSides, packingSlipEndpoints } from '@platfox/domain';
import { type PackingSlipDownloadBody, type ShippingLabel } from '@platfox/domain';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { dataOf } from '../../platform/api/answers';

/** The list models a blank-apparel download draws from: the units still to be printed. */
const TO_PRINT_MODELS = ['printer-item-to-pick', 'printer-item-picked', 'printer-item-processing'];

/** The downloaded slips' list model (server: data-lists/models/printer-downloaded-packing-slip.ts). */
export const DOWNLOADED_SLIPS_MODEL = 'printer-downloaded-packing-slip';

export type BlankApparelChoice = { value: string; label: string };

export const slipKeys = queryKeys('slips', {
  pdf: (id: string, qtyIndex: number | null, staffId: string | null) => [
    'pdf',
    id,
    qtyIndex,
    staffId,
  ],
  blanks: ['blank-apparels'],
});

/**
 * Packing slips, their mass download and shipping labels (apps/server/src/modules/packing-slips
 * and production/floor-file-routes.ts). Files come as blobs behind the session's token.
 */
export const slipsApi = {
  /** The item's slips (one quantity index, or all); the server records them printed by staffId. */
  pdf: (
    id: string,
    query: { qtyIndex: number | null; staffId: string; timezoneOffset: number },
    signal?: AbortSignal,
  ) =>
    call(
      packingSlipEndpoints.getPrinterOrderItemsPackingSlip,
      {
        params: { id },
        query: {
          ...(query.qtyIndex === null ? {} : { qtyIndex: query.qtyIndex }),
          staffId: query.staffId,
          timezoneOffset: query.timezoneOffset,
        },
      },
      { signal },
    ),

  /** Queues a mass download; a refusal (limits, staff) is the caller's to show. */
  massDownload: (body: PackingSlipDownloadBody) =>
    call(packingSlipEndpoints.postPrinterPackingSlipsMassDownload, { body }).then(dataOf),

  /**
   * The blank apparels of the printer's items still to make: the options of the lists'
   * blankApparelId field, merged (the server has no printer route listing blank apparels).
   */
  blankApparels: async (signal?: AbortSignal): Promise<BlankApparelChoice[]> => {
    const answers = await Promise.all(
      TO_PRINT_MODELS.map((model) =>
        call(
          dataListEndpoints.postDataListsFilterOptions,
          { body: { model, field: 'blankApparelId', pagination: { page: 1, pageSize: 'all' } } },
          { signal, requestId: `blank-apparels-${model}` },
        ).then((answer) => answer.items),
      ),
    );
    const byId = new Map<string, string>();
    for (const option of answers.flat()) byId.set(String(option.key), option.label);
    return [...byId]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  },

  uploadLabel: (id: string, file: File): Promise<ShippingLabel> => {
    const form = new FormData();
    form.append('file', file, file.name);
    return call(
      floorFileSides.printer.uploadLabel,
      { params: { id }, body: form },
      { showErrorToast: true },
    ).then(dataOf);
  },

  label: (id: string) =>
    call(floorFileSides.printer.label, { params: { id } }, { showErrorToast: true }),
};
