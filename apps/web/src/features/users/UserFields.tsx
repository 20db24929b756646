import { Checkbox, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { USER_FLAGS, type AccountType } from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import type { Role } from '../roles/api';
import { NewPasswordInput } from './NewPasswordInput';
import type { UserScope } from './scope';
import { hasFlags, hasRole, type UserValues } from './userForm';

type UserFieldsProps = {
  values: UserValues;
  errors: Readonly<Record<string, string>>;
  set: <K extends keyof UserValues>(key: K, value: UserValues[K]) => void;
  scope: UserScope;
  isCreate: boolean;
  isReadOnly: boolean;
  roles: readonly Role[];
  /** The e-mail left its input: time to ask whether it is free. */
  onEmailBlur: () => void;
};

/** The two names, asked alike. */
const NAMES = [
  ['firstName', 'user-first-name'],
  ['lastName', 'user-last-name'],
] as const;

/** The fields of a managed user: type and e-mail fixed once created, names, phone, role, flags. */
export function UserFields({
  values,
  errors,
  set,
  scope,
  isCreate,
  isReadOnly,
  roles,
  onEmailBlur,
}: UserFieldsProps) {
  const { t } = useTranslation();
  const typeOptions = scope.creatableTypes.map((type) => ({
    value: type,
    label: t(`userType.${type}`),
  }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('accounts.fields.type')}
          placeholder={t('accounts.users.pickType')}
          data={
            isCreate
              ? typeOptions
              : [{ value: values.type, label: t(`userType.${values.type || 'STAFF'}`) }]
          }
          value={values.type || null}
          onChange={(value) =>
            set(
              'type',
              scope.creatableTypes.find((type): type is AccountType => type === value) ?? '',
            )
          }
          withAsterisk={isCreate}
          disabled={!isCreate || isReadOnly}
          allowDeselect={false}
          error={errors.type}
          data-testid="user-type-select"
        />
        <TextInput
          type="email"
          label={t('accounts.fields.email')}
          withAsterisk={isCreate}
          value={values.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          onBlur={isCreate ? onEmailBlur : undefined}
          readOnly={!isCreate}
          disabled={isReadOnly}
          variant={isCreate ? 'default' : 'filled'}
          error={errors.email}
          errorProps={{ 'data-testid': 'user-email-error' }}
          data-testid="user-email"
        />
        {NAMES.map(([key, testId]) => (
          <TextInput
            key={key}
            label={t(`accounts.fields.${key}`)}
            withAsterisk
            value={values[key]}
            onChange={(event) => set(key, event.currentTarget.value)}
            disabled={isReadOnly}
            error={errors[key]}
            data-testid={testId}
          />
        ))}
        <TextInput
          type="tel"
          label={t('accounts.fields.phone')}
          value={values.phone}
          onChange={(event) => set('phone', event.currentTarget.value)}
          disabled={isReadOnly}
          error={errors.phone}
          data-testid="user-phone"
        />
        {hasRole(values.type) && scope.canManageRoles && (
          <Select
            label={t('accounts.fields.role')}
            placeholder={t('accounts.users.noRole')}
            data={roles.map((role) => ({ value: role.id, label: role.name }))}
            value={values.roleId}
            onChange={(value) => set('roleId', value)}
            clearable
            disabled={isReadOnly}
            error={errors.roleId}
            data-testid="user-role"
          />
        )}
      </SimpleGrid>
      {isCreate && (
        <NewPasswordInput
          value={values.password}
          onChange={(value) => set('password', value)}
          error={errors.password}
          isDisabled={isReadOnly}
        />
      )}
      {hasFlags(values.type) && (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('accounts.users.features')}
          </Text>
          {USER_FLAGS.map((flag) => (
            <Checkbox
              key={flag}
              label={t(`accounts.users.flags.${flag}`)}
              checked={values[flag]}
              onChange={(event) => set(flag, event.currentTarget.checked)}
              disabled={isReadOnly}
              data-testid={`user-flag-${flag}`}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
