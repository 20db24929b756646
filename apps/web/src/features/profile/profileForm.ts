import type { User } from '@platfox/domain';

export const ADDRESS_FIELDS = [
  'street',
  'street2',
  'city',
  'state',
  'zipcode',
  'country',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export type ProfileValues = {
  firstName: string;
  lastName: string;
  phone: string;
  address: Record<AddressField, string>;
};

/** The form's values from the signed-in user; blanks are empty strings while editing. */
export function profileValuesOf(user: User): ProfileValues {
  const address = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, user.address?.[field] ?? '']),
  ) as Record<AddressField, string>;
  return { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '', address };
}

const blankToNull = (value: string) => value.trim() || null;

/**
 * PUT accounts/update's body. Only sellers keep an address (their return address); an address
 * with every field blank is no address.
 */
export function profileBody(values: ProfileValues, hasAddress: boolean) {
  const address = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, blankToNull(values.address[field])]),
  ) as Record<AddressField, string | null>;
  const isEmpty = Object.values(address).every((value) => value === null);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: blankToNull(values.phone),
    ...(hasAddress ? { address: isEmpty ? null : address } : {}),
  };
}
