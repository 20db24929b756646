import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Radio,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { MailAddress, MailConfigKey } from '@platfox/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * One mail key's addresses: each an e-mail, whether it is the main one (one per key, a radio)
 * and whether it is active. A new first address starts as the main active one.
 */
export function AddressList(props: {
  mailKey: MailConfigKey;
  value: MailAddress[];
  onChange: (next: MailAddress[]) => void;
  errors: Record<string, string>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { mailKey, value, onChange, errors, disabled } = props;
  const set = (index: number, change: Partial<MailAddress>) =>
    onChange(value.map((one, at) => (at === index ? { ...one, ...change } : one)));
  const makeMain = (index: number) =>
    onChange(value.map((one, at) => ({ ...one, isMain: at === index })));
  const add = () => onChange([...value, { email: '', isMain: value.length === 0, isActive: true }]);
  const remove = (index: number) => onChange(value.filter((_, at) => at !== index));
  const keyError = errors[`addresses.${mailKey}`];
  return (
    <Paper withBorder radius="md" p="md" data-testid={`mail-key-${mailKey}`}>
      <Stack gap="sm">
        <div>
          <Title order={4}>{t(`mail.keys.${mailKey}.title`)}</Title>
          <Text size="sm" c="dimmed">
            {t(`mail.keys.${mailKey}.hint`)}
          </Text>
        </div>
        {value.length === 0 && (
          <Text size="sm" c="dimmed" data-testid={`mail-key-${mailKey}-empty`}>
            {t('mail.noAddress')}
          </Text>
        )}
        {value.map((address, index) => (
          <Group key={index} gap="sm" wrap="wrap" align="flex-end">
            <TextInput
              style={{ flex: '1 1 220px' }}
              label={t('mail.address')}
              type="email"
              dir="ltr"
              value={address.email}
              error={errors[`addresses.${mailKey}.${index}.email`]}
              disabled={disabled}
              onChange={(event) => set(index, { email: event.currentTarget.value })}
              data-testid={`mail-${mailKey}-${index}-email`}
            />
            <Radio
              label={t('mail.main')}
              checked={address.isMain}
              disabled={disabled}
              onChange={() => makeMain(index)}
              mb={8}
              data-testid={`mail-${mailKey}-${index}-main`}
            />
            <Switch
              label={t('mail.active')}
              checked={address.isActive}
              disabled={disabled}
              onChange={(event) => set(index, { isActive: event.currentTarget.checked })}
              mb={8}
              data-testid={`mail-${mailKey}-${index}-active`}
            />
            {!disabled && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('mail.remove')}
                onClick={() => remove(index)}
                mb={4}
                data-testid={`mail-${mailKey}-${index}-remove`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {keyError && (
          <Text size="sm" c="red" role="alert" data-testid={`mail-key-${mailKey}-error`}>
            {keyError}
          </Text>
        )}
        {!disabled && (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={add}
              data-testid={`mail-${mailKey}-add`}
            >
              {t('mail.addAddress')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
