import { PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from './PasswordChecklist';

type PasswordFieldsProps = {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  errors: Readonly<Record<string, string>>;
  /** "Password" on registration, "New password" where an old one exists. */
  label?: 'password' | 'newPassword';
};

/** A new password with the live rule checklist, and its confirmation. */
export function PasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  errors,
  label = 'password',
}: PasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <PasswordInput
        label={t(`accounts.fields.${label}`)}
        autoComplete="new-password"
        withAsterisk
        value={password}
        onChange={(event) => onPassword(event.currentTarget.value)}
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
        onChange={(event) => onConfirmation(event.currentTarget.value)}
        error={errors.passwordConfirmation}
        errorProps={{ 'data-testid': 'password-confirmation-error' }}
        data-testid="password-confirmation"
      />
    </Stack>
  );
}
