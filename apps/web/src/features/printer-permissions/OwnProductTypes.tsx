import { Badge, Group, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import type { PrinterPermission } from '@platfox/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Isolated } from '../../ui/Bidi';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { statusLabel } from '../../ui/statusLabel';
import { printerPermissionKeys, printerPermissionsApi, usePrinterPermissionMutation } from './api';

/**
 * The printer's own product types (on its profile): each one an admin granted, producing or
 * paused by the printer; one an admin blocked reads so and cannot be resumed here. A paused type
 * gets no new items: routing skips it.
 */
export function OwnProductTypes() {
  const { t } = useTranslation();
  const grants = useQuery({
    queryKey: printerPermissionKeys.mine,
    queryFn: ({ signal }) => printerPermissionsApi.mine(signal),
  });
  const queryClient = useQueryClient();
  const change = usePrinterPermissionMutation({
    mutationFn: ({ productTypeId, isOn }: { productTypeId: string; isOn: boolean }) =>
      printerPermissionsApi.setMine(productTypeId, isOn ? 'ACTIVATED' : 'PRINTER_BLOCKED'),
    // The answer is the whole list as it now stands: shown at once, before the read again.
    onSuccess: (list) => queryClient.setQueryData(printerPermissionKeys.mine, list),
  });
  const rows = grants.data ?? [];
  return (
    <Paper withBorder radius="md" p="lg" maw={720} data-testid="own-product-types">
      <Stack gap="sm">
        <Title order={4}>{t('catalog.printerPermissions.own.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('catalog.printerPermissions.own.hint')}
        </Text>
        <ApiErrorAlert error={grants.error ?? change.error} />
        {grants.isSuccess && rows.length === 0 && (
          <Text size="sm" data-testid="own-product-types-empty">
            {t('catalog.printerPermissions.own.none')}
          </Text>
        )}
        {rows.length > 0 && (
          <Table>
            <Table.Tbody>
              {rows.map((row) => (
                <OwnRow
                  key={row.productTypeId}
                  row={row}
                  isPending={
                    change.isPending && change.variables?.productTypeId === row.productTypeId
                  }
                  onChange={(isOn) => change.mutate({ productTypeId: row.productTypeId, isOn })}
                />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

function OwnRow({
  row,
  isPending,
  onChange,
}: {
  row: PrinterPermission;
  isPending: boolean;
  onChange: (isOn: boolean) => void;
}) {
  const { t } = useTranslation();
  const isBlocked = row.status === 'ADMIN_BLOCKED';
  return (
    <Table.Tr data-testid="own-product-type">
      <Table.Td>
        <Isolated>{row.productTypeName}</Isolated>
      </Table.Td>
      <Table.Td>
        <Group justify="flex-end" gap="sm">
          {isBlocked ? (
            <Badge color="red" variant="light">
              {statusLabel(t, row.status)}
            </Badge>
          ) : (
            <Switch
              checked={row.status === 'ACTIVATED'}
              disabled={isPending}
              onChange={(event) => onChange(event.currentTarget.checked)}
              label={t(
                row.status === 'ACTIVATED'
                  ? 'catalog.printerPermissions.own.producing'
                  : 'catalog.printerPermissions.own.paused',
              )}
              data-testid="own-product-type-switch"
            />
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
