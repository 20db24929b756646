export { packingSlipRoutes } from './routes';
export type {
  PackingSlipDownloadFile,
  PackingSlipSettings,
  PackingSlipSource,
  PrintedSlips,
} from './service';
export { packingSlipSignatures } from './signature-tables';
