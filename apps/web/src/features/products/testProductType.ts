/* The product pages' tests' product type: a classic tee printed on one front position. */

export const TYPE_ID = '11111111-1111-4111-8111-111111111111';
export const FRONT_ID = '33333333-3333-4333-8333-333333333333';

/** The front print position, of this size in pixels. */
export const frontPosition = (width: number, height: number) => ({
  id: FRONT_ID,
  type: 'FRONT',
  name: 'Front',
  width,
  height,
  isRequired: true,
  attributeOptionId: null,
});

/** The tee with that front position, dated `at`. */
export const teeProductType = (front: ReturnType<typeof frontPosition>, at: string) => ({
  id: TYPE_ID,
  name: 'Classic tee',
  description: null,
  imageId: null,
  categoryId: null,
  categoryName: null,
  uploadType: { id: '22222222-2222-4222-8222-222222222222', name: 'Front', items: [front] },
  status: 'ACTIVATED',
  isDisableCreateNewProduct: false,
  extraPrintPrice: 0,
  estimatedProcessingDay: 2,
  estimatedDeliveryDay: 5,
  isRequiredProductDesignDescription: false,
  shortSku: 'TEE',
  sides: 'One Side',
  attributes: [],
  items: [],
  hasBlankApparel: true,
  createdAt: at,
  updatedAt: at,
});
