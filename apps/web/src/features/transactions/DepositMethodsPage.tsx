import { Badge, Button, Group, Paper, Stack, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DEPOSIT_CONFIG_KEYS, type DepositConfig } from '@platfox/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { PageHeader } from '../../ui/PageHeader';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { transactionKeys, transactionsApi } from './api';
import { PROVIDER_OF } from './depositForm';
import { hasPermission } from './permissions';
import { SellerPicker } from './SellerPicker';
import { UserDepositSettingsPanel } from './UserDepositSettingsPanel';

/**
 * /a/deposit-methods: which deposit methods sellers may use, for all of them and per seller
 * (overrides, the deposit ban, card verification attempts given back). Sellers reload theirs live.
 */
export default function DepositMethodsPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  const canUpdate = hasPermission(user, 'DEPOSIT_METHOD_CONFIG_DETAIL_UPDATE');
  const [sellerId, setSellerId] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <PageHeader title={title} />
      <ConfigForAll canUpdate={canUpdate} />
      <Paper withBorder radius="md" p="md" maw={640}>
        <Stack gap="md">
          <Title order={4}>{t('transactions.methods.perSeller')}</Title>
          <SellerPicker value={sellerId} onChange={setSellerId} />
          {sellerId && (
            <UserDepositSettingsPanel key={sellerId} userId={sellerId} canUpdate={canUpdate} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

function ConfigForAll({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const methods = useQuery({
    queryKey: transactionKeys.depositMethods,
    queryFn: ({ signal }) => transactionsApi.depositMethods(signal),
  });
  const [config, setConfig] = useState<DepositConfig | null>(null);
  useEffect(() => {
    if (methods.data) setConfig(methods.data.config);
  }, [methods.data]);
  const save = useMutation({
    mutationFn: (next: DepositConfig) => transactionsApi.setDepositMethods(next),
    onSuccess: (answer) => {
      queryClient.setQueryData(transactionKeys.depositMethods, answer);
      notifications.show({ color: 'teal', message: t('transactions.methods.saved') });
    },
  });
  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      <Stack gap="md" data-testid="deposit-config-all">
        <Title order={4}>{t('transactions.methods.forAll')}</Title>
        {config &&
          DEPOSIT_CONFIG_KEYS.map((key) => (
            <Group key={key} justify="space-between">
              <Switch
                label={t(`transactions.paymentMethod.${PROVIDER_OF[key]}`)}
                checked={config[key]}
                disabled={!canUpdate}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setConfig((current) => (current ? { ...current, [key]: checked } : current));
                }}
                data-testid={`config-${key}`}
              />
              {methods.data && !methods.data.providers[PROVIDER_OF[key]] && (
                <Badge color="gray" variant="light">
                  {t('transactions.methods.noProvider')}
                </Badge>
              )}
            </Group>
          ))}
        <ApiErrorAlert error={save.error ?? methods.error} />
        {canUpdate && (
          <Group justify="flex-end">
            <Button
              onClick={() => config && save.mutate(config)}
              loading={save.isPending}
              disabled={!config}
              data-testid="config-save"
            >
              {t('transactions.methods.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
