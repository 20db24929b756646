import { Badge, Button, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DEPOSIT_CONFIG_KEYS,
  DEPOSIT_VERIFY_ATTEMPTS,
  isDepositBanned,
  type DepositConfigKey,
  type UserDepositSettingsBody,
} from '@platfox/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { transactionKeys, transactionsApi, type UserDepositSettings } from './api';
import { PROVIDER_OF } from './depositForm';

const overrideValue = (value: boolean | null) =>
  value === null ? 'inherit' : value ? 'allow' : 'deny';
const fromOverride = (value: string) => (value === 'inherit' ? null : value === 'allow');

/**
 * One seller's deposit settings: per-method overrides of the config for all, the ban from
 * depositing, and the card verification attempts (0 is the card ban; the reset gives them back).
 */
export function UserDepositSettingsPanel({
  userId,
  canUpdate,
}: {
  userId: string;
  canUpdate: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: transactionKeys.userSettings(userId),
    queryFn: ({ signal }) => transactionsApi.userSettings(userId, signal),
  });
  const save = useMutation({
    mutationFn: (body: UserDepositSettingsBody) => transactionsApi.setUserSettings(userId, body),
    onSuccess: (answer: UserDepositSettings) => {
      queryClient.setQueryData(transactionKeys.userSettings(userId), answer);
      notifications.show({ color: 'teal', message: t('transactions.methods.saved') });
    },
  });
  if (!settings.data) return <ApiErrorAlert error={settings.error} />;
  const data = settings.data;
  const isBanned = isDepositBanned(data.verifyRemainingAttemptNumber);
  return (
    <Stack gap="md" data-testid="deposit-settings-user">
      {DEPOSIT_CONFIG_KEYS.map((key: DepositConfigKey) => (
        <Group key={key} justify="space-between">
          <Text size="sm">
            {t(`transactions.paymentMethod.${PROVIDER_OF[key]}`)}{' '}
            <Text span c="dimmed" size="xs">
              (
              {data.config[key]
                ? t('transactions.methods.allowed')
                : t('transactions.methods.denied')}
              )
            </Text>
          </Text>
          <SegmentedControl
            size="xs"
            disabled={!canUpdate || save.isPending}
            value={overrideValue(data.overrides[key])}
            onChange={(value) => save.mutate({ [key]: fromOverride(value) })}
            data={[
              { value: 'inherit', label: t('transactions.methods.inherit') },
              { value: 'allow', label: t('transactions.methods.allow') },
              { value: 'deny', label: t('transactions.methods.deny') },
            ]}
            data-testid={`override-${key}`}
          />
        </Group>
      ))}
      <Switch
        label={t('transactions.methods.allowDeposit')}
        checked={data.allowDepositPermission}
        disabled={!canUpdate || save.isPending}
        onChange={(event) => save.mutate({ allowDepositPermission: event.currentTarget.checked })}
        data-testid="settings-allow-deposit"
      />
      <Group justify="space-between">
        <Group gap="xs">
          <Text size="sm">
            {t('transactions.methods.attempts', {
              count: data.verifyRemainingAttemptNumber,
              max: DEPOSIT_VERIFY_ATTEMPTS,
            })}
          </Text>
          {isBanned && (
            <Badge color="red" data-testid="settings-banned">
              {t('transactions.methods.banned')}
            </Badge>
          )}
        </Group>
        {canUpdate && (
          <Button
            size="xs"
            variant="light"
            disabled={data.verifyRemainingAttemptNumber >= DEPOSIT_VERIFY_ATTEMPTS}
            loading={save.isPending}
            onClick={() => save.mutate({ verifyRemainingAttemptNumber: DEPOSIT_VERIFY_ATTEMPTS })}
            data-testid="settings-reset-ban"
          >
            {t('transactions.methods.resetBan')}
          </Button>
        )}
      </Group>
      <ApiErrorAlert error={save.error} />
    </Stack>
  );
}
