import { deleteByIds } from '../../platform/db/delete-by-ids';
import { shippingPrices } from './supply-tables';
import { attributes, productTypeCategories, productTypes, uploadTypes } from './tables';

// The admin's catalogue lists delete through these (data-lists' delete actions check first who
// may and what is in use): catalog owns the rows, so only its functions write them.
export const deleteAttributes = deleteByIds(attributes, attributes.id);
export const deleteProductTypeCategories = deleteByIds(
  productTypeCategories,
  productTypeCategories.id,
);
export const deleteProductTypes = deleteByIds(productTypes, productTypes.id);
export const deleteShippingPrices = deleteByIds(shippingPrices, shippingPrices.id);
export const deleteUploadTypes = deleteByIds(uploadTypes, uploadTypes.id);
