import { z } from 'zod';
import {
  ATTRIBUTE_ELEMENTS,
  ATTRIBUTE_OPTIONS,
  PRODUCT_STATUSES,
  PRODUCT_TYPE_SIDES,
} from '../../catalog';
import { COUNTRIES } from '../../countries';
import { COUPON_TYPES } from '../../coupons';
import { COUPON_STATUSES } from '../../schemas/coupons';
import { access, type SignedInAccess } from '../access';
import { listChoices, listDate, listModel, listRow } from './declare';

/** The catalogue's lists (admin reference data, products) and the coupons. */

const stamps = {
  createdAt: { type: 'time', isSortable: true },
  updatedAt: { type: 'time', isSortable: true },
} as const;
const stampsRow = { createdAt: listDate, updatedAt: listDate };

/** Attributes (/a/attributes) for admins with ATTRIBUTE_ACCESS. */
export const attributeList = listModel({
  name: 'attribute',
  access: access.admin('ATTRIBUTE_ACCESS'),
  fields: {
    name: { type: 'text', isSortable: true },
    element: { type: 'array', isSortable: true, choices: listChoices(ATTRIBUTE_ELEMENTS) },
    option: { type: 'array', isSortable: true, choices: listChoices(ATTRIBUTE_OPTIONS) },
    optionCount: { type: 'int', isSortable: true },
    optionNames: { type: 'text' },
    ...stamps,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    name: z.string(),
    element: z.enum(ATTRIBUTE_ELEMENTS),
    option: z.enum(ATTRIBUTE_OPTIONS),
    optionCount: z.number().int(),
    optionNames: z.string(),
    ...stampsRow,
  }),
});

/** Upload types (/a/upload-types) for admins with UPLOAD_TYPE_ACCESS. */
export const uploadTypeList = listModel({
  name: 'upload-type',
  access: access.admin('UPLOAD_TYPE_ACCESS'),
  fields: {
    name: { type: 'text', isSortable: true },
    attributeName: { type: 'text', isSortable: true, isExistenceEnabled: true },
    isGroupType: { type: 'boolean', isSortable: true },
    isFlexibleDimension: { type: 'boolean' },
    itemCount: { type: 'int', isSortable: true },
    ...stamps,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    name: z.string(),
    attributeName: z.string().nullable(),
    isGroupType: z.boolean(),
    isFlexibleDimension: z.boolean(),
    itemCount: z.number().int(),
    ...stampsRow,
  }),
});

/** Product types (/a/product-types) for admins with PRODUCT_TYPE_ACCESS. */
export const productTypeList = listModel({
  name: 'product-type',
  access: access.admin('PRODUCT_TYPE_ACCESS'),
  fields: {
    name: { type: 'text', isSortable: true },
    shortSku: { type: 'text', isSortable: true },
    status: { type: 'radio', isSortable: true, choices: listChoices(PRODUCT_STATUSES) },
    sides: { type: 'array', choices: listChoices(PRODUCT_TYPE_SIDES) },
    categoryId: { type: 'autocomplete', isExistenceEnabled: true },
    categoryName: { type: 'text', isSortable: true },
    uploadTypeName: { type: 'text', isSortable: true },
    extraPrintPrice: { type: 'int', isSortable: true, isMoney: true },
    minPrice: { type: 'int', isSortable: true, isMoney: true },
    itemCount: { type: 'int', isSortable: true },
    estimatedProcessingDay: { type: 'int' },
    estimatedDeliveryDay: { type: 'int' },
    isDisableCreateNewProduct: { type: 'boolean' },
    ...stamps,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    name: z.string(),
    shortSku: z.string(),
    status: z.enum(PRODUCT_STATUSES),
    sides: z.enum(PRODUCT_TYPE_SIDES),
    imageId: z.string().nullable(),
    categoryId: z.string().nullable(),
    categoryName: z.string().nullable(),
    uploadTypeName: z.string(),
    extraPrintPrice: z.number().int(),
    minPrice: z.number().int().nullable(),
    itemCount: z.number().int(),
    estimatedProcessingDay: z.number().int(),
    estimatedDeliveryDay: z.number().int(),
    isDisableCreateNewProduct: z.boolean(),
    ...stampsRow,
  }),
});

/** Product type categories (/a/product-type-categories). */
export const productTypeCategoryList = listModel({
  name: 'product-type-category',
  access: access.admin('PRODUCT_TYPE_CATEGORY_ACCESS'),
  fields: {
    name: { type: 'text', isSortable: true },
    description: { type: 'text', isSortable: true, isExistenceEnabled: true },
    productTypeCount: { type: 'int', isSortable: true },
    ...stamps,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    name: z.string(),
    description: z.string().nullable(),
    productTypeCount: z.number().int(),
    ...stampsRow,
  }),
});

/** Blank apparels (/a/blank-apparels): they belong to product types, whose permission guards them. */
export const blankApparelList = listModel({
  name: 'blank-apparel',
  access: access.admin('PRODUCT_TYPE_ACCESS'),
  fields: {
    name: { type: 'text', isSortable: true },
    productTypeId: { type: 'autocomplete' },
    productTypeName: { type: 'text', isSortable: true },
    totalStock: { type: 'int', isSortable: true },
    ...stamps,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    name: z.string(),
    productTypeId: z.string(),
    productTypeName: z.string(),
    productTypeStatus: z.enum(PRODUCT_STATUSES),
    totalStock: z.number().int(),
    ...stampsRow,
  }),
});

/** Shipping prices (/a/shipping-price): one row per country and product type item. */
export const shippingPriceList = listModel({
  name: 'shipping-price',
  access: access.admin('SHIPPING_PRICE_ACCESS'),
  fields: {
    country: {
      type: 'array',
      isSortable: true,
      choices: COUNTRIES.map(({ code, name }) => ({ key: code, label: name })),
    },
    productTypeId: { type: 'autocomplete' },
    productTypeName: { type: 'text', isSortable: true },
    productTypeItemId: { type: 'text' },
    name: { type: 'text', isSortable: true },
    normalFirstItem: { type: 'int', isSortable: true, isMoney: true },
    normalRestItems: { type: 'int', isMoney: true },
    fastFirstItem: { type: 'int', isSortable: true, isMoney: true },
    fastRestItems: { type: 'int', isMoney: true },
    price: { type: 'int', isSortable: true, isMoney: true },
    ...stamps,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    country: z.string(),
    countryName: z.string(),
    productTypeId: z.string(),
    productTypeName: z.string(),
    productTypeItemId: z.string(),
    name: z.string(),
    normalFirstItem: z.number().int(),
    normalRestItems: z.number().int(),
    fastFirstItem: z.number().int(),
    fastRestItems: z.number().int(),
    price: z.number().int(),
    ...stampsRow,
  }),
});

/** The three product lists share fields and rows; who reads them differs. */
const productListFor = <const N extends string>(name: N, readers: SignedInAccess) =>
  listModel({
    name,
    access: readers,
    fields: {
      code: { type: 'text', isSortable: true },
      title: { type: 'text', isSortable: true },
      sku: { type: 'text', isSortable: true },
      status: { type: 'radio', isSortable: true, choices: listChoices(PRODUCT_STATUSES) },
      productTypeId: { type: 'autocomplete' },
      productTypeName: { type: 'text', isSortable: true },
      sellerId: { type: 'autocomplete' },
      sellerFullName: { type: 'text', isSortable: true },
      ...stamps,
    },
    defaultSort: { field: 'createdAt', direction: 'desc' },
    row: listRow({
      code: z.string(),
      title: z.string(),
      sku: z.string(),
      status: z.enum(PRODUCT_STATUSES),
      productTypeId: z.string(),
      productTypeName: z.string(),
      sellerId: z.string(),
      sellerFullName: z.string(),
      imageId: z.string().nullable(),
      thumbnailUrl: z.string().nullable(),
      ...stampsRow,
    }),
  });

/** Every product, for admins with PRODUCT_ACCESS (/a/products). */
export const productList = productListFor('product', access.admin('PRODUCT_ACCESS'));
/** Every product, for the warehouse (/wh/products). */
export const warehouseProductList = productListFor('warehouse-product', access.types('WAREHOUSE'));
/** A seller's own products (/s/products). */
export const sellerProductList = productListFor('seller-product', access.types('SELLER'));

/** Coupons (/a/coupon-codes) for admins with COUPON_ACCESS. */
export const couponCodeList = listModel({
  name: 'coupon-code',
  access: access.admin('COUPON_ACCESS'),
  fields: {
    code: { type: 'text', isSortable: true },
    type: { type: 'array', isSortable: true, choices: listChoices(COUPON_TYPES) },
    amount: { type: 'int', isSortable: true },
    isFixedValue: { type: 'boolean' },
    maxAmountValue: { type: 'int', isMoney: true },
    fromDate: { type: 'time', isSortable: true, isExistenceEnabled: true },
    toDate: { type: 'time', isSortable: true, isExistenceEnabled: true },
    limitOnCouponUsage: { type: 'int', isSortable: true },
    limitOnUserUsage: { type: 'int', isSortable: true },
    isAutoApplyToOrder: { type: 'boolean' },
    isBadgeValue: { type: 'boolean' },
    isAllowForSuggestion: { type: 'boolean' },
    isAppliedToAllMember: { type: 'boolean' },
    status: { type: 'radio', isSortable: true, choices: listChoices(COUPON_STATUSES) },
    usedCount: { type: 'int', isSortable: true },
    ...stamps,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    code: z.string(),
    type: z.enum(COUPON_TYPES),
    amount: z.number().int(),
    isFixedValue: z.boolean(),
    maxAmountValue: z.number().int(),
    fromDate: listDate.nullable(),
    toDate: listDate.nullable(),
    limitOnCouponUsage: z.number().int(),
    limitOnUserUsage: z.number().int(),
    isAutoApplyToOrder: z.boolean(),
    isBadgeValue: z.boolean(),
    isAllowForSuggestion: z.boolean(),
    isAppliedToAllMember: z.boolean(),
    status: z.enum(COUPON_STATUSES),
    usedCount: z.number().int(),
    ...stampsRow,
  }),
});
