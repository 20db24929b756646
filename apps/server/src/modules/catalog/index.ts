export { blankApparelsInUse } from './blank-apparels';
export { invalidField, refuseTakenOrInUse, violatedConstraint } from './common';
export { isDemoStorageKey, renderDemoImage } from './demo-images';
export { CatalogImageService } from './designs';
export { IMAGE_SIDE_TOO_LARGE, imageFormat, isImageTooLarge, readImageInfo } from './images';
export { itemNameSql, qualified } from './list-rules';
export { catalogImages, productPrintDesigns, products } from './product-tables';
export { ProductService, productScope } from './products';
export { ShippingPriceService, forgetPriceSheets } from './shipping-prices';
export {
  blankApparelItems,
  blankApparels,
  printerPermissions,
  shippingPrices,
} from './supply-tables';
export {
  attributeOptions,
  attributes,
  productTypeAttributes,
  productTypeCategories,
  productTypeItemOptions,
  productTypeItems,
  productTypes,
  uploadTypeItems,
  uploadTypes,
} from './tables';
export type { ProductTypeRow, UploadTypeItemRow } from './tables';
export { makeThumbnail } from './thumbnails';
export {
  blankApparelItemRefs,
  printerBlankApparelItems,
  type BlankApparelItemRef,
} from './blank-apparel-items';
