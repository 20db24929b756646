import {
  catalogEndpoints,
  mockupEndpoints,
  type CreateProductBody,
  type ProductStatus,
  type UpdateProductBody,
} from '@platfox/domain';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { cachedMutationHook } from '../../platform/api/cachedMutation';
import { dataListKeys } from '../../ui/data-list/keys';
import { saveFile } from '../../ui/download';

export const productKeys = queryKeys('products', {
  detail: (audience: string, id: string) => [audience, id],
  productTypes: () => ['seller-product-types'],
  scan: (code: string) => ['scan', code],
});

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
    call(
      DETAIL_ENDPOINTS[type as keyof typeof DETAIL_ENDPOINTS] ?? catalogEndpoints.getProductsOne,
      { params: { id } },
      { signal, showErrorPage: true },
    ).then((answer) => answer.data),
  create: (body: CreateProductBody) =>
    call(catalogEndpoints.postSellerProduct, { body: body }).then((answer) => answer.data),
  update: (id: string, body: UpdateProductBody) =>
    call(catalogEndpoints.putSellerProductOne, { params: { id }, body: body }).then(
      (answer) => answer.data,
    ),
  setStatus: (id: string, status: ProductStatus) =>
    call(catalogEndpoints.putProductsStatus, { params: { id }, body: { status } }).then(
      (answer) => answer.data,
    ),
  /** The activated product types a seller may make products on. */
  productTypes: (signal?: AbortSignal) =>
    call(catalogEndpoints.getSellerProductTypes, {}, { signal }).then((answer) => answer.data),
  /**
   * A print design for one upload-type item (multipart). The server checks its format, size, DPI
   * and art-work size, and refuses with a message the form shows under that print position.
   */
  uploadDesign: (uploadTypeItemId: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call(
      catalogEndpoints.postSellerDesigns,
      { query: { uploadTypeItemId }, body: form },
      { requestId: `design-${uploadTypeItemId}` },
    ).then((answer) => answer.data);
  },
  byCode: (code: string, signal?: AbortSignal) =>
    call(catalogEndpoints.getWarehouseScanCodeProductOne, { params: { code } }, { signal }).then(
      (answer) => answer.data,
    ),
};

/** A change of a product: its reads and the seller-product list follow. */
export const useProductMutation = cachedMutationHook([
  productKeys.all,
  dataListKeys.model('seller-product'),
]);

/** The seller's product's generated mockup (issue 36), saved as the browser's download. */
export async function downloadMockup(productId: string, fileName: string): Promise<void> {
  const image = await call(
    mockupEndpoints.getSellerProductMockup,
    { params: { id: productId } },
    { isCancelExempt: true },
  );
  saveFile(image, fileName);
}
