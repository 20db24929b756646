import { PasswordInput, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type WooKeys = { consumerKey: string; consumerSecret: string };

/** The two keys differ only in how they read: the secret is masked. */
const FIELDS = [
  { key: 'consumerKey', Input: TextInput, placeholder: 'ck_…', suffix: 'key' },
  { key: 'consumerSecret', Input: PasswordInput, placeholder: 'cs_…', suffix: 'secret' },
] as const;

/**
 * A WooCommerce store's REST keys (the consumer key and its secret), typed as the shop shows
 * them: left to right, never autofilled. Connecting asks them (`isRequired`); a reconnect may
 * leave them blank to keep the ones the store has.
 */
export function WooKeyFields({
  keys,
  onChange,
  errors = {},
  isRequired = false,
  testId,
}: {
  keys: WooKeys;
  onChange: (key: keyof WooKeys, value: string) => void;
  errors?: Partial<Record<keyof WooKeys, ReactNode>>;
  isRequired?: boolean;
  /** The inputs are `{testId}-key` and `{testId}-secret`. */
  testId: string;
}) {
  const { t } = useTranslation();
  return FIELDS.map(({ key, Input, placeholder, suffix }) => (
    <Input
      key={key}
      label={t(`stores.connect.${key}`)}
      placeholder={placeholder}
      withAsterisk={isRequired}
      dir="ltr"
      autoComplete="off"
      value={keys[key]}
      onChange={(event) => onChange(key, event.currentTarget.value)}
      error={errors[key]}
      data-testid={`${testId}-${suffix}`}
    />
  ));
}
