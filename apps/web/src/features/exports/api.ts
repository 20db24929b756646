import {
  exportEndpoints,
  platformEndpoints,
  PRINTER_ITEM_LIST_MODELS,
  type ExportBody,
} from '@platfox/domain';
import { call } from '../../platform/api';

const printerModels: ReadonlySet<string> = new Set(PRINTER_ITEM_LIST_MODELS);

/** Exports of data lists: queue one, download its file through a short link. */
export const exportsApi = {
  /**
   * The printer's item lists export through printer/export-orders (spec 03 section 7.5: the
   * printer's order export, the same job); every other list through POST /exports.
   */
  start: (body: ExportBody): Promise<{ jobId: string }> =>
    call(
      printerModels.has(body.model)
        ? exportEndpoints.postPrinterExportOrders
        : exportEndpoints.postExports,
      { body },
      { showErrorToast: true },
    ).then((answer) => answer.data),
  /** A link valid a few minutes: the browser downloads the file natively, without the token. */
  link: (fileId: string): Promise<{ url: string; expiresAt: string }> =>
    call(
      platformEndpoints.postFilesLink,
      { params: { id: fileId } },
      { showErrorToast: true },
    ).then((answer) => answer.data),
};
