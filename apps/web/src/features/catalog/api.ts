import {
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
import { entity, list } from '../accounts/answers';

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

const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;
const detail = { showErrorPage: true } as const;

export const catalogApi = {
  attributes: (signal?: AbortSignal) =>
    api.get('/attributes', { signal, parse: list(attributeSchema) }),
  attribute: (id: string, signal?: AbortSignal) =>
    api.get(at('/attributes', id), { ...detail, signal, parse: entity(attributeSchema) }),
  saveAttribute: (id: string | null, body: AttributeBody) =>
    id
      ? api.put(at('/attributes', id), body, { parse: entity(attributeSchema) })
      : api.post('/attributes', body, { parse: entity(attributeSchema) }),

  uploadTypes: (signal?: AbortSignal) =>
    api.get('/upload-types', { signal, parse: list(uploadTypeSchema) }),
  uploadType: (id: string, signal?: AbortSignal) =>
    api.get(at('/upload-types', id), { ...detail, signal, parse: entity(uploadTypeSchema) }),
  saveUploadType: (id: string | null, body: UploadTypeBody) =>
    id
      ? api.put(at('/upload-types', id), body, { parse: entity(uploadTypeSchema) })
      : api.post('/upload-types', body, { parse: entity(uploadTypeSchema) }),

  categories: (signal?: AbortSignal) =>
    api.get('/product-type-categories', { signal, parse: list(productTypeCategorySchema) }),
  category: (id: string, signal?: AbortSignal) =>
    api.get(at('/product-type-categories', id), {
      ...detail,
      signal,
      parse: entity(productTypeCategorySchema),
    }),
  saveCategory: (id: string | null, body: ProductTypeCategoryBody) =>
    id
      ? api.put(at('/product-type-categories', id), body, {
          parse: entity(productTypeCategorySchema),
        })
      : api.post('/product-type-categories', body, { parse: entity(productTypeCategorySchema) }),

  productTypes: (signal?: AbortSignal) =>
    api.get('/product-types/all', { signal, parse: list(productTypeSchema) }),
  productType: (id: string, signal?: AbortSignal) =>
    api.get(at('/product-types', id), { ...detail, signal, parse: entity(productTypeSchema) }),
  createProductType: (body: CreateProductTypeBody) =>
    api.post('/product-types', body, { parse: entity(productTypeSchema) }),
  updateProductType: (id: string, body: UpdateProductTypeBody) =>
    api.put(at('/product-types', id), body, { parse: entity(productTypeSchema) }),
  setProductTypeStatus: (id: string, status: ProductStatus) =>
    api.put(`${at('/product-types', id)}/status`, { status }, { parse: entity(productTypeSchema) }),

  blankApparel: (id: string, signal?: AbortSignal) =>
    api.get(at('/blank-apparels', id), { ...detail, signal, parse: entity(blankApparelSchema) }),
  stockLogs: (id: string, signal?: AbortSignal) =>
    api.get(`${at('/blank-apparels', id)}/stock-logs`, { signal, parse: list(stockLogSchema) }),
  createBlankApparel: (body: z.input<typeof createBlankApparelBodySchema>) =>
    api.post('/blank-apparels', body, { parse: entity(blankApparelSchema) }),
  updateBlankApparel: (id: string, body: z.input<typeof updateBlankApparelBodySchema>) =>
    api.put(at('/blank-apparels', id), body, { parse: entity(blankApparelSchema) }),

  shippingPrice: (id: string, signal?: AbortSignal) =>
    api.get(at('/shipping-prices', id), { signal, parse: entity(shippingPriceSchema) }),
  createShippingPrices: (body: CreateShippingPriceBody) =>
    api.post('/shipping-prices', body, { parse: list(shippingPriceSchema) }),
  updateShippingPrice: (id: string, body: z.input<typeof updateShippingPriceBodySchema>) =>
    api.put(at('/shipping-prices', id), body, { parse: entity(shippingPriceSchema) }),

  /** A catalogue image (product type, item or option picture), multipart. */
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post('/catalog/images', form, { parse: entity(catalogImageSchema) });
  },
};
