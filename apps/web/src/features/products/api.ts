import {
  pathOf,
  catalogEndpoints,
  catalogImageSchema,
  productSchema,
  productTypeSchema,
  type CreateProductBody,
  type ProductStatus,
  type UpdateProductBody,
} from '@platfox/domain';
import { api } from '../../platform/api';
import { entity, list } from '../../platform/api/answers';

export const productKeys = {
  all: ['products'] as const,
  detail: (audience: string, id: string) => ['products', audience, id] as const,
  productTypes: () => ['products', 'seller-product-types'] as const,
  scan: (code: string) => ['products', 'scan', code] as const,
};

/** Where each user type reads one product: sellers their own, admins and the warehouse any. */
/** Each account type reads a product on its own endpoint (the seller's own, staff any). */
const DETAIL_ENDPOINTS = {
  SELLER: catalogEndpoints.getSellerProductOne,
  ADMIN: catalogEndpoints.getProductsOne,
  ROOT: catalogEndpoints.getProductsOne,
  WAREHOUSE: catalogEndpoints.getWarehouseProductsOne,
} as const;

export const productsApi = {
  get: (type: string, id: string, signal?: AbortSignal) =>
    api.get(
      pathOf(
        DETAIL_ENDPOINTS[type as keyof typeof DETAIL_ENDPOINTS] ?? catalogEndpoints.getProductsOne,
        { id },
      ),
      {
        signal,
        showErrorPage: true,
        parse: entity(productSchema),
      },
    ),
  create: (body: CreateProductBody) =>
    api.post(pathOf(catalogEndpoints.postSellerProduct), body, { parse: entity(productSchema) }),
  update: (id: string, body: UpdateProductBody) =>
    api.put(pathOf(catalogEndpoints.putSellerProductOne, { id }), body, {
      parse: entity(productSchema),
    }),
  setStatus: (id: string, status: ProductStatus) =>
    api.put(
      pathOf(catalogEndpoints.putProductsStatus, { id }),
      { status },
      { parse: entity(productSchema) },
    ),
  /** The activated product types a seller may make products on. */
  productTypes: (signal?: AbortSignal) =>
    api.get(pathOf(catalogEndpoints.getSellerProductTypes), {
      signal,
      parse: list(productTypeSchema),
    }),
  /**
   * A print design for one upload-type item (multipart). The server checks its format, size, DPI
   * and art-work size, and refuses with a message the form shows under that print position.
   */
  uploadDesign: (uploadTypeItemId: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post(pathOf(catalogEndpoints.postSellerDesigns), form, {
      query: { uploadTypeItemId },
      // Each position uploads on its own; one upload may not cancel another.
      requestId: `design-${uploadTypeItemId}`,
      parse: entity(catalogImageSchema),
    });
  },
  byCode: (code: string, signal?: AbortSignal) =>
    api.get(pathOf(catalogEndpoints.getWarehouseScanCodeProductOne, { code }), {
      signal,
      parse: entity(productSchema),
    }),
};
