import {
  pathOf,
  catalogEndpoints,
  attributeSchema,
  blankApparelSchema,
  catalogImageSchema,
  productTypeCategorySchema,
  productTypeSchema,
  shippingPriceSchema,
  stockLogSchema,
  uploadTypeSchema,
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
import { api } from '../../platform/api';
import { entity, list } from '../../platform/api/answers';

/** Query keys of the catalogue's reference data; a save invalidates the whole family. */
export const catalogKeys = {
  all: ['catalog'] as const,
  attributes: () => ['catalog', 'attributes'] as const,
  attribute: (id: string) => ['catalog', 'attribute', id] as const,
  uploadTypes: () => ['catalog', 'upload-types'] as const,
  uploadType: (id: string) => ['catalog', 'upload-type', id] as const,
  categories: () => ['catalog', 'categories'] as const,
  category: (id: string) => ['catalog', 'category', id] as const,
  productTypes: () => ['catalog', 'product-types'] as const,
  productType: (id: string) => ['catalog', 'product-type', id] as const,
  blankApparel: (id: string) => ['catalog', 'blank-apparel', id] as const,
  stockLogs: (id: string) => ['catalog', 'stock-logs', id] as const,
};
const detail = { showErrorPage: true } as const;

export const catalogApi = {
  attributes: (signal?: AbortSignal) =>
    api.get(pathOf(catalogEndpoints.getAttributes), { signal, parse: list(attributeSchema) }),
  attribute: (id: string, signal?: AbortSignal) =>
    api.get(pathOf(catalogEndpoints.getAttributesOne, { id }), {
      ...detail,
      signal,
      parse: entity(attributeSchema),
    }),
  saveAttribute: (id: string | null, body: AttributeBody) =>
    id
      ? api.put(pathOf(catalogEndpoints.putAttributesOne, { id }), body, {
          parse: entity(attributeSchema),
        })
      : api.post(pathOf(catalogEndpoints.postAttributes), body, { parse: entity(attributeSchema) }),

  uploadTypes: (signal?: AbortSignal) =>
    api.get(pathOf(catalogEndpoints.getUploadTypes), { signal, parse: list(uploadTypeSchema) }),
  uploadType: (id: string, signal?: AbortSignal) =>
    api.get(pathOf(catalogEndpoints.getUploadTypesOne, { id }), {
      ...detail,
      signal,
      parse: entity(uploadTypeSchema),
    }),
  saveUploadType: (id: string | null, body: UploadTypeBody) =>
    id
      ? api.put(pathOf(catalogEndpoints.putUploadTypesOne, { id }), body, {
          parse: entity(uploadTypeSchema),
        })
      : api.post(pathOf(catalogEndpoints.postUploadTypes), body, {
          parse: entity(uploadTypeSchema),
        }),

  categories: (signal?: AbortSignal) =>
    api.get(pathOf(catalogEndpoints.getProductTypeCategories), {
      signal,
      parse: list(productTypeCategorySchema),
    }),
  category: (id: string, signal?: AbortSignal) =>
    api.get(pathOf(catalogEndpoints.getProductTypeCategoriesOne, { id }), {
      ...detail,
      signal,
      parse: entity(productTypeCategorySchema),
    }),
  saveCategory: (id: string | null, body: ProductTypeCategoryBody) =>
    id
      ? api.put(pathOf(catalogEndpoints.putProductTypeCategoriesOne, { id }), body, {
          parse: entity(productTypeCategorySchema),
        })
      : api.post(pathOf(catalogEndpoints.postProductTypeCategories), body, {
          parse: entity(productTypeCategorySchema),
        }),

  productTypes: (signal?: AbortSignal) =>
    api.get(pathOf(catalogEndpoints.getProductTypesAll), {
      signal,
      parse: list(productTypeSchema),
    }),
  productType: (id: string, signal?: AbortSignal) =>
    api.get(pathOf(catalogEndpoints.getProductTypesOne, { id }), {
      ...detail,
      signal,
      parse: entity(productTypeSchema),
    }),
  createProductType: (body: CreateProductTypeBody) =>
    api.post(pathOf(catalogEndpoints.postProductTypes), body, { parse: entity(productTypeSchema) }),
  updateProductType: (id: string, body: UpdateProductTypeBody) =>
    api.put(pathOf(catalogEndpoints.putProductTypesOne, { id }), body, {
      parse: entity(productTypeSchema),
    }),
  setProductTypeStatus: (id: string, status: ProductStatus) =>
    api.put(
      pathOf(catalogEndpoints.putProductTypesStatus, { id }),
      { status },
      { parse: entity(productTypeSchema) },
    ),

  blankApparel: (id: string, signal?: AbortSignal) =>
    api.get(pathOf(catalogEndpoints.getBlankApparelsOne, { id }), {
      ...detail,
      signal,
      parse: entity(blankApparelSchema),
    }),
  stockLogs: (id: string, signal?: AbortSignal) =>
    api.get(pathOf(catalogEndpoints.getBlankApparelsStockLogs, { id }), {
      signal,
      parse: list(stockLogSchema),
    }),
  createBlankApparel: (body: z.input<typeof createBlankApparelBodySchema>) =>
    api.post(pathOf(catalogEndpoints.postBlankApparels), body, {
      parse: entity(blankApparelSchema),
    }),
  updateBlankApparel: (id: string, body: z.input<typeof updateBlankApparelBodySchema>) =>
    api.put(pathOf(catalogEndpoints.putBlankApparelsOne, { id }), body, {
      parse: entity(blankApparelSchema),
    }),

  shippingPrice: (id: string, signal?: AbortSignal) =>
    api.get(pathOf(catalogEndpoints.getShippingPricesOne, { id }), {
      signal,
      parse: entity(shippingPriceSchema),
    }),
  createShippingPrices: (body: CreateShippingPriceBody) =>
    api.post(pathOf(catalogEndpoints.postShippingPrices), body, {
      parse: list(shippingPriceSchema),
    }),
  updateShippingPrice: (id: string, body: z.input<typeof updateShippingPriceBodySchema>) =>
    api.put(pathOf(catalogEndpoints.putShippingPricesOne, { id }), body, {
      parse: entity(shippingPriceSchema),
    }),

  /** A catalogue image (product type, item or option picture), multipart. */
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post(pathOf(catalogEndpoints.postCatalogImages), form, {
      parse: entity(catalogImageSchema),
    });
  },
};
