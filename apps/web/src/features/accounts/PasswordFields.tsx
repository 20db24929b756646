import { PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from './PasswordChecklist';

/** The part of an account form (useAccountForm) that holds a new password and its confirmation. */
type PasswordForm = {
  values: { password: string; passwordConfirmation: string };
  errors: Readonly<Record<string, string>>;
  set: (key: 'password' | 'passwordConfirmation', value: string) => void;
};

/** A new password with the live rule checklist, and its confirmation, bound to the form's fields. */
export function PasswordFields({
  form,
  label = 'password',
}: {
  form: PasswordForm;
  /** "Password" on registration, "New password" where an old one exists. */
  label?: 'password' | 'newPassword';
}) {
  const { password, passwordConfirmation: confirmation } = form.values;
  const { errors } = form;
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <PasswordInput
        label={t(`accounts.fields.${label}`)}
        autoComplete="new-password"
        withAsterisk
        value={password}
        onChange={(event) => form.set('password', event.currentTarget.value)}
        error={errors.password}
        errorProps={{ 'data-testid': 'password-error' }}
        data-testid="password"
      />
      <PasswordChecklist password={password} />
      <PasswordInput
        label={t('accounts.fields.passwordConfirmation')}
        autoComplete="new-password"
        withAsterisk
        value={confirmation}
        onChange={(event) => form.set('passwordConfirmation', event.currentTarget.value)}
        error={errors.passwordConfirmation}
        errorProps={{ 'data-testid': 'password-confirmation-error' }}
        data-testid="password-confirmation"
      />
    </Stack>
  );
}
