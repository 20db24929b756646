import { readModel } from '../../platform/read-model';
import { catalogImages, productPrintDesigns, products } from './product-tables';
import {
  blankApparelItems,
  blankApparels,
  printerPermissions,
  shippingPrices,
} from './supply-tables';
import * as productTypeTables from './tables';
export {
  deleteAttributes,
  deleteProductTypeCategories,
  deleteProductTypes,
  deleteShippingPrices,
  deleteUploadTypes,
} from './list-deletes';
export { blankApparelsInUse } from './blank-apparels';
export { invalidField, refuseTakenOrInUse, violatedConstraint } from './common';
export { isDemoStorageKey, renderDemoImage } from './demo-images';
export { CatalogImageService } from './designs';
export { readUpload } from './design-routes';
export {
  designProblem,
  IMAGE_SIDE_TOO_LARGE,
  imageFormat,
  isImageTooLarge,
  readImageInfo,
} from './images';
export { itemNameSql, qualified } from './list-rules';
export { ProductService, productScope } from './products';
export { MockupService } from './mockups';
export { MockupQueue, catalogJobs } from './jobs';
export { ShippingPriceService, forgetPriceSheets } from './shipping-prices';
export type { ProductTypeRow, UploadTypeItemRow } from './tables';
export { makeThumbnail } from './thumbnails';
export {
  blankApparelItemRefs,
  blankApparelSku,
  ensureBlankApparelItems,
  printerBlankApparelItemByCode,
  printerBlankApparelItems,
  printerProductTypes,
  productTypeCombinations,
  type BlankApparelItemRef,
  type ProductTypeCombination,
} from './blank-apparel-items';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const catalogReadModel = readModel({
  // Attributes, upload types and product types: all of their tables.
  ...productTypeTables,
  blankApparelItems,
  blankApparels,
  catalogImages,
  printerPermissions,
  productPrintDesigns,
  products,
  shippingPrices,
});
