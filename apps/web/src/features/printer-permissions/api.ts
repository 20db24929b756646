import { catalogEndpoints, type PrinterPermission } from '@platfox/domain';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { cachedMutationHook } from '../../platform/api/cachedMutation';

/*
 * The product types a printer may produce (spec 03 section 7: printer-permissions): an admin
 * grants or blocks each for a printer, and the printer pauses or resumes its own. Routing sends
 * a product type's items only to printers whose grant is ACTIVATED.
 */

export const printerPermissionKeys = queryKeys('printer-permissions', {
  mine: ['mine'],
  of: (printerId: string) => [printerId],
});

export type Grant = 'NONE' | 'ACTIVATED' | 'ADMIN_BLOCKED';

export const printerPermissionsApi = {
  mine: (signal?: AbortSignal): Promise<PrinterPermission[]> =>
    call(catalogEndpoints.getPrinterPrinterPermissions, {}, { signal }).then(
      (answer) => answer.data,
    ),
  setMine: (productTypeId: string, status: 'ACTIVATED' | 'PRINTER_BLOCKED') =>
    call(catalogEndpoints.putPrinterPrinterPermissionsOne, {
      params: { productTypeId },
      body: { status },
    }).then((answer) => answer.data),
  of: (printerId: string, signal?: AbortSignal): Promise<PrinterPermission[]> =>
    call(catalogEndpoints.getPrinterPermissionsOne, { params: { printerId } }, { signal }).then(
      (answer) => answer.data,
    ),
  /** The grants replace the printer's list; a type left out is no longer granted. */
  setOf: (printerId: string, grants: ReadonlyMap<string, Grant>) =>
    call(catalogEndpoints.putPrinterPermissionsOne, {
      params: { printerId },
      body: {
        items: [...grants]
          .filter((entry): entry is [string, 'ACTIVATED' | 'ADMIN_BLOCKED'] => entry[1] !== 'NONE')
          .map(([productTypeId, status]) => ({ productTypeId, status })),
      },
    }).then((answer) => answer.data),
};

/** A change of a printer's grants: every read of them follows. */
export const usePrinterPermissionMutation = cachedMutationHook([printerPermissionKeys.all]);
