import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressValues } from './cart';
import { countryChoices } from '../../platform/i18n/formatCountry';

type Field = keyof AddressValues;
type TextField = Exclude<Field, 'country'>;
const REQUIRED: ReadonlySet<TextField> = new Set(['fullName', 'street', 'city', 'zipcode']);
const FIELDS: readonly TextField[] = [
  'fullName',
  'phone',
  'email',
  'street',
  'street2',
  'city',
  'state',
  'zipcode',
];

/** A stable setter of one field, so typing does not redraw the long country list. */
export type SetAddressField = (field: Field, value: string) => void;

type AddressFieldsProps = {
  value: AddressValues;
  onField: SetAddressField;
  /** The server's messages by field path (address.state...). */
  errors: Readonly<Record<string, string>>;
  /** The domain's non-shipping state refusal, shown before the server is asked. */
  stateError: string | null;
};

/** The buyer's address the parcel goes to. */
export function AddressFields({ value, onField, errors, stateError }: AddressFieldsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="order-address">
      {FIELDS.map((field) => (
        <TextInput
          key={field}
          label={t(`orders.address.${field}`)}
          withAsterisk={REQUIRED.has(field)}
          value={value[field]}
          error={(field === 'state' ? stateError : null) ?? errors[`address.${field}`]}
          onChange={(event) => onField(field, event.currentTarget.value)}
          data-testid={`order-address-${field}`}
        />
      ))}
      <CountrySelect value={value.country} error={errors['address.country']} onField={onField} />
    </SimpleGrid>
  );
}

const CountrySelect = memo(function CountrySelect({
  value,
  error,
  onField,
}: {
  value: string;
  error: string | undefined;
  onField: SetAddressField;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('orders.address.country')}
      withAsterisk
      searchable
      data={countryChoices()}
      value={value}
      allowDeselect={false}
      error={error}
      onChange={(country) => {
        if (country) onField('country', country);
      }}
      data-testid="order-address-country"
    />
  );
});
