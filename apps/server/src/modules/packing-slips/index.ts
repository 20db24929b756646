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
export { packingSlipSignatures } from './signature-tables';
// The staff QR cards (issue 33) draw their codes the way slips do.
export { drawQrCode } from './codes';
