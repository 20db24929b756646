import { Button, Stack, TextInput } from '@mantine/core';
import type { ChangeEvent, FormEventHandler, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';

/**
 * The form of a signed-out account page (register, forgotten and reset password): the server's
 * message first, the fields, then one full-width submit (`{testId}-submit`).
 */
export function AuthForm({
  formRef,
  onSubmit,
  request,
  submitLabel,
  testId,
  children,
  footer,
}: {
  formRef: Ref<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The request the form sends (a mutation): its error and whether it is under way. */
  request: { error: unknown; isPending: boolean };
  submitLabel: string;
  testId: string;
  children: ReactNode;
  /** Below the submit (a link to another account page). */
  footer?: ReactNode;
}) {
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ApiErrorAlert error={request.error} />
        {children}
        <Button
          type="submit"
          loading={request.isPending}
          fullWidth
          data-testid={`${testId}-submit`}
        >
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}

/** The account's e-mail, as a form's `text('email')` binds it; its error is `{testId}-error`. */
export function EmailInput({
  testId,
  ...field
}: {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="email"
      label={t('accounts.fields.email')}
      placeholder={t('auth.emailPlaceholder')}
      autoComplete="email"
      withAsterisk
      {...field}
      errorProps={{ 'data-testid': `${testId}-error` }}
      data-testid={testId}
    />
  );
}
