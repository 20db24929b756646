/**
 * US state and territory codes the business does not deliver to (spec 03 section 5): military
 * post (AE, AP, APO, FPO), Alaska, Hawaii and the overseas territories.
 */
export const NON_SHIPPING_STATE_CODES = [
  'AE',
  'AK',
  'AP',
  'APO',
  'AS',
  'FPO',
  'GU',
  'HI',
  'MP',
  'PR',
  'VI',
] as const;
export type NonShippingStateCode = (typeof NON_SHIPPING_STATE_CODES)[number];

/**
 * False for a non-shipping state code, compared trimmed and case-insensitively. An address without
 * a state is not refused here: whether a state is required is the address form's rule.
 */
export function isShippableState(code: string | null | undefined): boolean {
  const normalized = code?.trim().toUpperCase() ?? '';
  return !(NON_SHIPPING_STATE_CODES as readonly string[]).includes(normalized);
}

/** The parts of an address that say where a parcel goes; who receives it is not compared. */
export const COMPARED_ADDRESS_FIELDS = [
  'street',
  'street2',
  'city',
  'state',
  'zipcode',
  'country',
] as const;
export type ComparedAddressField = (typeof COMPARED_ADDRESS_FIELDS)[number];
export type ComparableAddress = Partial<Record<ComparedAddressField, string | null>>;

function normalize(field: ComparedAddressField, value: string | null | undefined): string {
  const text = (value ?? '').trim().toLowerCase();
  // ZIP+4 ("12345-6789") names the same delivery area as its first five digits.
  return field === 'zipcode' ? (text.split('-')[0] ?? '').trim() : text;
}

/**
 * Whether two addresses are the same place (spec 03 section 5): each field compared trimmed and
 * case-insensitively, the zipcode on its part before the hyphen; a missing field equals an empty one.
 */
export function isSameAddress(a: ComparableAddress, b: ComparableAddress): boolean {
  return COMPARED_ADDRESS_FIELDS.every(
    (field) => normalize(field, a[field]) === normalize(field, b[field]),
  );
}
