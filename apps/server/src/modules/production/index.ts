export { imageTypeOf, refuseHugeImages } from './floor-files';
export type { Upload } from './floor-files';
export { ProductionPackingSlipSource } from './packing-slip-source';
export { ProductionService } from './service';
export { checkedInStaff } from '../staff/index';
export { TrackingService } from './tracking';
export type { TrackingAdded, TrackingHook } from './tracking';
export { releaseWaitingUnits } from './release-stock';
