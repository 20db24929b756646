import { SimpleGrid, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Field = 'firstName' | 'lastName' | 'phone';
/** The part of an account form (useAccountForm) that holds a person's names and phone. */
type PersonForm = {
  text: (key: Field) => {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
    error: string | undefined;
  };
};

/**
 * A person's first and last name side by side (stacked on a phone), as registration and the
 * profile ask them; test ids `{testId}-first-name` and `{testId}-last-name`.
 */
export function NameFields({ form, testId }: { form: PersonForm; testId: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={t('accounts.fields.firstName')}
        autoComplete="given-name"
        withAsterisk
        {...form.text('firstName')}
        data-testid={`${testId}-first-name`}
      />
      <TextInput
        label={t('accounts.fields.lastName')}
        autoComplete="family-name"
        withAsterisk
        {...form.text('lastName')}
        data-testid={`${testId}-last-name`}
      />
    </SimpleGrid>
  );
}

/** A person's phone, which no account requires; test id `{testId}-phone`. */
export function PhoneInput({ form, testId }: { form: PersonForm; testId: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="tel"
      label={t('accounts.fields.phone')}
      description={t('accounts.common.optional')}
      autoComplete="tel"
      {...form.text('phone')}
      data-testid={`${testId}-phone`}
    />
  );
}
