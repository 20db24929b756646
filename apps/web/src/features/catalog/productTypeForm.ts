import type {
  Attribute,
  CreateProductTypeBody,
  ProductStatus,
  ProductType,
  ProductTypeSide,
} from '@platfox/domain';
import { combinations } from './common';

/** One item row of the form: a combination of options and its values (price in cents). */
export type ItemDraft = {
  key: string;
  optionIds: string[];
  name: string;
  price: number | null;
  status: ProductStatus;
  weight: number | '';
  length: number | '';
  width: number | '';
  height: number | '';
  shippingSku: string;
};

export type ChosenAttribute = { attributeId: string; optionIds: string[] };

export type ProductTypeValues = {
  name: string;
  description: string;
  categoryId: string | null;
  uploadTypeId: string | null;
  shortSku: string;
  sides: ProductTypeSide;
  extraPrintPrice: number | null;
  defaultPrice: number | null;
  estimatedProcessingDay: number | '';
  estimatedDeliveryDay: number | '';
  isDisableCreateNewProduct: boolean;
  isRequiredProductDesignDescription: boolean;
  attributes: ChosenAttribute[];
  items: ItemDraft[];
};

/** The same combination in any order is the same item, as the server matches them. */
export const comboKey = (optionIds: readonly string[]) => [...optionIds].sort().join(',');

const measure = (value: number | null) => value ?? '';

export function initialValues(productType: ProductType | null): ProductTypeValues {
  return {
    name: productType?.name ?? '',
    description: productType?.description ?? '',
    categoryId: productType?.categoryId ?? null,
    uploadTypeId: productType?.uploadType.id ?? null,
    shortSku: productType?.shortSku ?? '',
    sides: productType?.sides ?? 'One Side',
    extraPrintPrice: productType?.extraPrintPrice ?? 0,
    defaultPrice: productType?.items[0]?.price ?? null,
    estimatedProcessingDay: productType?.estimatedProcessingDay ?? '',
    estimatedDeliveryDay: productType?.estimatedDeliveryDay ?? '',
    isDisableCreateNewProduct: productType?.isDisableCreateNewProduct ?? false,
    isRequiredProductDesignDescription: productType?.isRequiredProductDesignDescription ?? false,
    attributes:
      productType?.attributes.map((attribute) => ({
        attributeId: attribute.id,
        optionIds: attribute.options.map((option) => option.id),
      })) ?? [],
    items:
      productType?.items.map((item) => ({
        key: comboKey(item.attributeOptionIds),
        optionIds: item.attributeOptionIds,
        name: item.name,
        price: item.price,
        status: item.status,
        weight: measure(item.weight),
        length: measure(item.length),
        width: measure(item.width),
        height: measure(item.height),
        shippingSku: item.shippingSku ?? '',
      })) ?? [],
  };
}

/**
 * The item rows for the chosen attributes: one per combination, keeping the values already typed
 * for a combination that stays, a new one starting at the default price.
 */
export function planItems(
  chosen: readonly ChosenAttribute[],
  catalogue: readonly Attribute[],
  previous: readonly ItemDraft[],
  defaultPrice: number | null,
): ItemDraft[] {
  const optionName = new Map(
    catalogue.flatMap((attribute) => attribute.options.map((option) => [option.id, option.name])),
  );
  const kept = new Map(previous.map((item) => [item.key, item]));
  return combinations(chosen.map((attribute) => attribute.optionIds)).map((optionIds) => {
    const key = comboKey(optionIds);
    return (
      kept.get(key) ?? {
        key,
        optionIds,
        name: optionIds.map((id) => optionName.get(id) ?? '?').join(' / ') || '—',
        price: defaultPrice,
        status: 'ACTIVATED',
        weight: '',
        length: '',
        width: '',
        height: '',
        shippingSku: '',
      }
    );
  });
}

const orNull = (value: number | '') => (value === '' ? null : value);

/** The request body; money stays integer cents as the inputs hold it. */
export function toBody(values: ProductTypeValues): CreateProductTypeBody {
  return {
    name: values.name,
    description: values.description.trim() || null,
    categoryId: values.categoryId,
    uploadTypeId: values.uploadTypeId ?? '',
    shortSku: values.shortSku,
    sides: values.sides,
    extraPrintPrice: values.extraPrintPrice ?? 0,
    defaultPrice: values.defaultPrice ?? 0,
    estimatedProcessingDay: Number(values.estimatedProcessingDay),
    estimatedDeliveryDay: Number(values.estimatedDeliveryDay),
    isDisableCreateNewProduct: values.isDisableCreateNewProduct,
    isRequiredProductDesignDescription: values.isRequiredProductDesignDescription,
    attributes: values.attributes.filter((attribute) => attribute.optionIds.length > 0),
    items: values.items.map((item) => ({
      attributeOptionIds: item.optionIds,
      price: item.price ?? values.defaultPrice ?? 0,
      status: item.status,
      weight: orNull(item.weight),
      length: orNull(item.length),
      width: orNull(item.width),
      height: orNull(item.height),
      shippingSku: item.shippingSku.trim() || null,
    })),
  };
}
