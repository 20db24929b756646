import { readModel } from '../../platform/read-model';
import { packingSlipSignatures } from './signature-tables';
export { packingSlipRoutes } from './routes';
export type {
  PackingSlipDownloadFile,
  PackingSlipSettings,
  PackingSlipSource,
  PrintedSlips,
} from './service';
export {
  PACKING_SLIP_DESIGNATED_CREATORS_KEY,
  PACKING_SLIP_SIZE_KEY,
  packingSlipSettings,
} from './signature-settings';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const packingSlipsReadModel = readModel({ packingSlipSignatures });
// The staff QR cards (issue 33) draw their codes the way slips do.
export { drawQrCode } from './codes';
// An item's print designs download as a zip the way the mass download writes one.
export { EntryNames, zipWriter } from './zip';
