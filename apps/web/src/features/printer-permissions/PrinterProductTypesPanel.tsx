import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Isolated } from '../../ui/Bidi';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { statusLabel } from '../../ui/statusLabel';
import { catalogApi, catalogKeys } from '../catalog/api';
import {
  printerPermissionKeys,
  printerPermissionsApi,
  usePrinterPermissionMutation,
  type Grant,
} from './api';

const GRANTS: readonly Grant[] = ['NONE', 'ACTIVATED', 'ADMIN_BLOCKED'];

/**
 * An admin's choice, per product type, of what a printer may produce (on the printer's user
 * page): not granted, granted, or blocked. Saved as one list. A type the printer paused stays
 * paused when it is granted again: that is the printer's own switch.
 */
export function PrinterProductTypesPanel({
  printerId,
  canUpdate,
}: {
  printerId: string;
  canUpdate: boolean;
}) {
  const { t } = useTranslation();
  const types = useQuery({
    queryKey: catalogKeys.productTypes(),
    queryFn: ({ signal }) => catalogApi.productTypes(signal),
  });
  const grants = useQuery({
    queryKey: printerPermissionKeys.of(printerId),
    queryFn: ({ signal }) => printerPermissionsApi.of(printerId, signal),
  });
  const [edits, setEdits] = useState<ReadonlyMap<string, Grant>>(new Map());
  const save = usePrinterPermissionMutation({
    mutationFn: (next: ReadonlyMap<string, Grant>) => printerPermissionsApi.setOf(printerId, next),
    onSuccess: () => {
      setEdits(new Map());
      notifications.show({ color: 'teal', message: t('catalog.printerPermissions.admin.saved') });
    },
  });
  const current = new Map((grants.data ?? []).map((grant) => [grant.productTypeId, grant]));
  const grantOf = (productTypeId: string): Grant => {
    const edited = edits.get(productTypeId);
    if (edited) return edited;
    const status = current.get(productTypeId)?.status;
    return status === undefined
      ? 'NONE'
      : status === 'ADMIN_BLOCKED'
        ? 'ADMIN_BLOCKED'
        : 'ACTIVATED';
  };
  const all = types.data ?? [];
  const choose = (productTypeId: string, grant: Grant) =>
    setEdits((previous) => new Map(previous).set(productTypeId, grant));
  const submit = () =>
    save.mutate(new Map(all.map((type) => [type.id, grantOf(type.id)] as const)));
  return (
    <Paper withBorder radius="md" p="lg" data-testid="printer-product-types">
      <Stack gap="sm">
        <Title order={4}>{t('catalog.printerPermissions.admin.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('catalog.printerPermissions.admin.hint')}
        </Text>
        <ApiErrorAlert error={types.error ?? grants.error ?? save.error} />
        {/* A type's name and its choice side by side, the choice under the name on a phone. */}
        <Stack gap={0}>
          {all.map((type) => {
            const paused = current.get(type.id)?.status === 'PRINTER_BLOCKED';
            return (
              <Group
                key={type.id}
                justify="space-between"
                wrap="wrap"
                gap="xs"
                py="xs"
                data-testid="printer-product-type"
              >
                <Group gap="xs">
                  <Isolated>{type.name}</Isolated>
                  {paused && (
                    <Badge color="yellow" variant="light">
                      {statusLabel(t, 'PRINTER_BLOCKED')}
                    </Badge>
                  )}
                </Group>
                <SegmentedControl
                  size="xs"
                  value={grantOf(type.id)}
                  disabled={!canUpdate}
                  onChange={(value) => choose(type.id, value as Grant)}
                  data={GRANTS.map((grant) => ({
                    value: grant,
                    label: t(`catalog.printerPermissions.admin.grant.${grant}`),
                  }))}
                  data-testid="printer-product-type-grant"
                />
              </Group>
            );
          })}
        </Stack>
        {canUpdate && (
          <Group justify="flex-end">
            <Button
              onClick={submit}
              loading={save.isPending}
              disabled={edits.size === 0}
              data-testid="printer-product-types-save"
            >
              {t('accounts.common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
