import {
  isShippableState,
  notAvailableToShipTo,
  countryName,
  type OrderAddress,
  type OrderCart,
} from '@platfox/domain';
import type { OrderView } from './api';

/** One cart line as the form edits it; `key` is React's, never sent. */
export type CartLineValues = {
  key: string;
  productId: string | null;
  productTypeItemId: string | null;
  quantity: number;
};

export type AddressValues = Required<Omit<OrderAddress, 'country'>> & { country: string };

/** The create-order form (spec 01: /s/order/create) before it becomes the server's cart. */
export type CartValues = {
  lines: CartLineValues[];
  address: AddressValues;
  isFastShipping: boolean;
  isLocalPickup: boolean;
  note: string;
};

let lineCount = 0;
export function newLine(): CartLineValues {
  lineCount += 1;
  return { key: `line-${lineCount}`, productId: null, productTypeItemId: null, quantity: 1 };
}

/** A blank address form (a new cart, a seller's first return address): the US by default. */
export const EMPTY_ADDRESS: AddressValues = {
  fullName: '',
  phone: '',
  email: '',
  street: '',
  street2: '',
  city: '',
  state: '',
  zipcode: '',
  country: 'US',
};

export function emptyCart(): CartValues {
  return {
    lines: [newLine()],
    address: { ...EMPTY_ADDRESS },
    isFastShipping: false,
    isLocalPickup: false,
    note: '',
  };
}

/** A draft's cart back in the form. */
export function cartOfOrder(order: OrderView): CartValues {
  return {
    lines: order.items.map((item) => ({
      ...newLine(),
      productId: item.productId,
      productTypeItemId: item.productTypeItemId,
      quantity: item.quantity,
    })),
    address: {
      ...EMPTY_ADDRESS,
      ...Object.fromEntries(
        Object.entries(order.address).map(([name, value]) => [name, value ?? '']),
      ),
    },
    isFastShipping: order.isFastShipping,
    isLocalPickup: order.isLocalPickup,
    note: order.note ?? '',
  };
}

const optional = (text: string) => {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * The server's cart, or null while a line or a required address field is missing: the estimate
 * waits for a cart the server could price. Optional fields left empty are not sent.
 */
export function toCart(values: CartValues): OrderCart | null {
  const { address } = values;
  const lines = values.lines.flatMap((line) =>
    line.productId && line.productTypeItemId && line.quantity >= 1
      ? [
          {
            productId: line.productId,
            productTypeItemId: line.productTypeItemId,
            quantity: line.quantity,
          },
        ]
      : [],
  );
  if (lines.length === 0 || lines.length !== values.lines.length) return null;
  const required = [
    address.fullName,
    address.street,
    address.city,
    address.zipcode,
    address.country,
  ];
  if (required.some((text) => text.trim() === '')) return null;
  const cart: OrderCart = {
    lines,
    address: {
      fullName: address.fullName.trim(),
      street: address.street.trim(),
      city: address.city.trim(),
      zipcode: address.zipcode.trim(),
      country: address.country as OrderCart['address']['country'],
      phone: optional(address.phone),
      email: optional(address.email),
      street2: optional(address.street2),
      state: optional(address.state),
    },
    isFastShipping: values.isFastShipping,
    isLocalPickup: values.isLocalPickup,
    note: optional(values.note),
  };
  return cart;
}

/**
 * The domain's refusal of a non-shipping state, worded as the server words it, or null. A local
 * pickup ships nowhere, so any state will do.
 */
export function stateRefusal(values: CartValues): string | null {
  if (values.isLocalPickup || isShippableState(values.address.state)) return null;
  return notAvailableToShipTo(countryName(values.address.country) ?? values.address.country);
}

/** An edited address as a call sends it (an issue's reprint, a placed order's correction), or null while a required field is empty. */
export function editedAddress(values: AddressValues): OrderAddress | null {
  const required = [values.fullName, values.street, values.city, values.zipcode, values.country];
  if (required.some((text) => text.trim() === '')) return null;
  return {
    fullName: values.fullName.trim(),
    street: values.street.trim(),
    city: values.city.trim(),
    zipcode: values.zipcode.trim(),
    country: values.country as OrderAddress['country'],
    phone: optional(values.phone),
    email: optional(values.email),
    street2: optional(values.street2),
    state: optional(values.state),
  };
}

/** An order's address as the form's values (absent parts empty). */
export const addressValuesOf = (address: OrderAddress): AddressValues => ({
  fullName: address.fullName,
  phone: address.phone ?? '',
  email: address.email ?? '',
  street: address.street,
  street2: address.street2 ?? '',
  city: address.city,
  state: address.state ?? '',
  zipcode: address.zipcode,
  country: address.country,
});
