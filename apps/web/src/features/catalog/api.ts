import {
  catalogEndpoints,
  mockupEndpoints,
  type MockupBackgroundBody,
  type AttributeBody,
  type CreateProductTypeBody,
  type CreateShippingPriceBody,
  type ProductStatus,
  type ProductTypeCategoryBody,
  type UpdateProductTypeBody,
  type UploadTypeBody,
  type createBlankApparelBodySchema,
  type updateBlankApparelBodySchema,
  type updateShippingPriceBodySchema,
} from '@platfox/domain';
import type { z } from 'zod';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { cachedMutationHook } from '../../platform/api/cachedMutation';
import { dataListKeys } from '../../ui/data-list/keys';

/** Query keys of the catalogue's reference data; a save invalidates the whole family. */
export const catalogKeys = queryKeys('catalog', {
  attributes: () => ['attributes'],
  attribute: (id: string) => ['attribute', id],
  uploadTypes: () => ['upload-types'],
  uploadType: (id: string) => ['upload-type', id],
  categories: () => ['categories'],
  category: (id: string) => ['category', id],
  productTypes: () => ['product-types'],
  productType: (id: string) => ['product-type', id],
  mockupBackground: (id: string) => ['mockup-background', id],
  blankApparel: (id: string) => ['blank-apparel', id],
  stockLogs: (id: string) => ['stock-logs', id],
});
const detail = { showErrorPage: true } as const;

/** A change of the catalogue (an attribute, a type, a category...): every catalogue read follows. */
export const useCatalogMutation = cachedMutationHook([catalogKeys.all]);

/** Shipping prices are a list of their own (no detail): saving one reads the list again. */
export const useShippingPriceMutation = cachedMutationHook([dataListKeys.model('shipping-price')]);

export const catalogApi = {
  attributes: (signal?: AbortSignal) =>
    call(catalogEndpoints.getAttributes, {}, { signal }).then((answer) => answer.data),
  attribute: (id: string, signal?: AbortSignal) =>
    call(catalogEndpoints.getAttributesOne, { params: { id } }, { ...detail, signal }).then(
      (answer) => answer.data,
    ),
  saveAttribute: (id: string | null, body: AttributeBody) =>
    id
      ? call(catalogEndpoints.putAttributesOne, { params: { id }, body: body }).then(
          (answer) => answer.data,
        )
      : call(catalogEndpoints.postAttributes, { body: body }).then((answer) => answer.data),

  uploadTypes: (signal?: AbortSignal) =>
    call(catalogEndpoints.getUploadTypes, {}, { signal }).then((answer) => answer.data),
  uploadType: (id: string, signal?: AbortSignal) =>
    call(catalogEndpoints.getUploadTypesOne, { params: { id } }, { ...detail, signal }).then(
      (answer) => answer.data,
    ),
  saveUploadType: (id: string | null, body: UploadTypeBody) =>
    id
      ? call(catalogEndpoints.putUploadTypesOne, { params: { id }, body: body }).then(
          (answer) => answer.data,
        )
      : call(catalogEndpoints.postUploadTypes, { body: body }).then((answer) => answer.data),

  categories: (signal?: AbortSignal) =>
    call(catalogEndpoints.getProductTypeCategories, {}, { signal }).then((answer) => answer.data),
  category: (id: string, signal?: AbortSignal) =>
    call(
      catalogEndpoints.getProductTypeCategoriesOne,
      { params: { id } },
      { ...detail, signal },
    ).then((answer) => answer.data),
  saveCategory: (id: string | null, body: ProductTypeCategoryBody) =>
    id
      ? call(catalogEndpoints.putProductTypeCategoriesOne, { params: { id }, body: body }).then(
          (answer) => answer.data,
        )
      : call(catalogEndpoints.postProductTypeCategories, { body: body }).then(
          (answer) => answer.data,
        ),

  productTypes: (signal?: AbortSignal) =>
    call(catalogEndpoints.getProductTypesAll, {}, { signal }).then((answer) => answer.data),
  productType: (id: string, signal?: AbortSignal) =>
    call(catalogEndpoints.getProductTypesOne, { params: { id } }, { ...detail, signal }).then(
      (answer) => answer.data,
    ),
  createProductType: (body: CreateProductTypeBody) =>
    call(catalogEndpoints.postProductTypes, { body: body }).then((answer) => answer.data),
  updateProductType: (id: string, body: UpdateProductTypeBody) =>
    call(catalogEndpoints.putProductTypesOne, { params: { id }, body: body }).then(
      (answer) => answer.data,
    ),
  setProductTypeStatus: (id: string, status: ProductStatus) =>
    call(catalogEndpoints.putProductTypesStatus, { params: { id }, body: { status } }).then(
      (answer) => answer.data,
    ),

  blankApparel: (id: string, signal?: AbortSignal) =>
    call(catalogEndpoints.getBlankApparelsOne, { params: { id } }, { ...detail, signal }).then(
      (answer) => answer.data,
    ),
  stockLogs: (id: string, signal?: AbortSignal) =>
    call(catalogEndpoints.getBlankApparelsStockLogs, { params: { id } }, { signal }).then(
      (answer) => answer.data,
    ),
  createBlankApparel: (body: z.input<typeof createBlankApparelBodySchema>) =>
    call(catalogEndpoints.postBlankApparels, { body: body }).then((answer) => answer.data),
  updateBlankApparel: (id: string, body: z.input<typeof updateBlankApparelBodySchema>) =>
    call(catalogEndpoints.putBlankApparelsOne, { params: { id }, body: body }).then(
      (answer) => answer.data,
    ),

  shippingPrice: (id: string, signal?: AbortSignal) =>
    call(catalogEndpoints.getShippingPricesOne, { params: { id } }, { signal }).then(
      (answer) => answer.data,
    ),
  createShippingPrices: (body: CreateShippingPriceBody) =>
    call(catalogEndpoints.postShippingPrices, { body: body }).then((answer) => answer.data),
  updateShippingPrice: (id: string, body: z.input<typeof updateShippingPriceBodySchema>) =>
    call(catalogEndpoints.putShippingPricesOne, { params: { id }, body: body }).then(
      (answer) => answer.data,
    ),

  /** A product type's mockup background and print area (issue 36); null without one. */
  mockupBackground: (id: string, signal?: AbortSignal) =>
    call(mockupEndpoints.getProductTypesMockupBackground, { params: { id } }, { signal }).then(
      (answer) => answer.data,
    ),
  setMockupBackground: (id: string, body: MockupBackgroundBody) =>
    call(mockupEndpoints.putProductTypesMockupBackground, { params: { id }, body }).then(
      (answer) => answer.data,
    ),
  removeMockupBackground: (id: string) =>
    call(mockupEndpoints.deleteProductTypesMockupBackground, { params: { id } }),

  /** A catalogue image (product type, item or option picture), multipart. */
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call(catalogEndpoints.postCatalogImages, { body: form }).then((answer) => answer.data);
  },
};
