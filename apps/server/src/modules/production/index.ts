export { imageTypeOf, refuseHugeImages } from './floor-files';
export type { Upload } from './floor-files';
export {
  PACKING_SLIP_DESIGNATED_CREATORS_KEY,
  PACKING_SLIP_SIZE_KEY,
  packingSlipSettings,
  ProductionPackingSlipSource,
} from './packing-slip-source';
export { ProductionService } from './service';
export { checkedInStaff } from './staff-check';
export { TrackingService } from './tracking';
export type { TrackingAdded, TrackingHook } from './tracking';
