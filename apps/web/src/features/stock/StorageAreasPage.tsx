import { Alert, Button, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import type { StorageArea } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { Section } from '../../ui/Section';
import { SimpleTable } from '../../ui/SimpleTable';
import { stockApi, stockKeys, useStockMutation } from './api';
import { ConfirmWordDialog } from './ConfirmWordDialog';
import { useChosenWarehouse, WarehouseSelect } from './WarehouseSelect';

type Destructive = { area: StorageArea; kind: 'delete' | 'reset' };

function Areas({ warehouseId }: { warehouseId: string }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [asked, setAsked] = useState<Destructive | null>(null);
  const areas = useQuery({
    queryKey: stockKeys.areas(warehouseId),
    queryFn: ({ signal }) => stockApi.areas(warehouseId, signal),
  });
  const items = useQuery({
    queryKey: stockKeys.items(warehouseId),
    queryFn: ({ signal }) => stockApi.items(warehouseId, signal),
  });
  const create = useStockMutation({
    mutationFn: () => stockApi.createArea(warehouseId, name),
    onSuccess: () => setName(''),
  });
  const move = useStockMutation({
    mutationFn: ({ areaId, itemId }: { areaId: string; itemId: string }) =>
      stockApi.assignToArea(areaId, [itemId]),
  });
  const destroy = useStockMutation({
    mutationFn: ({ typed }: { typed: string }) =>
      asked!.kind === 'delete'
        ? stockApi.deleteArea(asked!.area.id, typed)
        : stockApi.resetArea(asked!.area.id, typed),
    onSuccess: () => setAsked(null),
  });
  const areaChoices = (areas.data ?? []).map((area) => ({ value: area.id, label: area.name }));
  return (
    <Stack gap="md">
      <Section title={t('stock.storageAreas')} testId="storage-areas">
        <Group align="flex-end">
          <TextInput
            label={t('stock.newArea')}
            placeholder="A-01"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-testid="area-name"
          />
          <Button
            onClick={() => create.mutate()}
            disabled={!name.trim()}
            loading={create.isPending}
            data-testid="area-add"
          >
            {t('stock.addArea')}
          </Button>
        </Group>
        <ApiErrorAlert error={create.error} />
        <SimpleTable
          minWidth={520}
          headers={[t('stock.area'), t('stock.items'), t('stock.totalStock'), null]}
        >
          {(areas.data ?? []).map((area) => (
            <Table.Tr key={area.id} data-testid="area-row">
              <Table.Td>{area.name}</Table.Td>
              <Table.Td>{area.itemCount}</Table.Td>
              <Table.Td>{area.totalStock}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="subtle"
                    disabled={area.itemCount === 0}
                    onClick={() => setAsked({ area, kind: 'reset' })}
                  >
                    {t('stock.resetArea')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setAsked({ area, kind: 'delete' })}
                    data-testid="area-delete"
                  >
                    {t('stock.deleteArea')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </SimpleTable>
      </Section>
      <Section title={t('stock.items')} testId="area-items">
        <ApiErrorAlert error={move.error} />
        <SimpleTable minWidth={520} headers={[t('stock.item'), t('stock.stock'), t('stock.area')]}>
          {(items.data ?? []).map((item) => (
            <Table.Tr key={item.id} data-testid="area-item">
              <Table.Td>{item.name}</Table.Td>
              <Table.Td>{item.quantity}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={t('stock.moveTo')}
                  placeholder={t('stock.noArea')}
                  data={areaChoices}
                  value={item.storageAreaId}
                  onChange={(areaId) => areaId && move.mutate({ areaId, itemId: item.id })}
                  allowDeselect={false}
                  size="xs"
                  maw={200}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </SimpleTable>
      </Section>
      <ConfirmWordDialog
        key={asked ? `${asked.kind}-${asked.area.id}` : 'closed'}
        title={
          asked &&
          `${asked.kind === 'delete' ? t('stock.deleteArea') : t('stock.resetArea')}: ${asked.area.name}`
        }
        message={asked?.kind === 'delete' ? t('stock.confirmDelete') : t('stock.confirmReset')}
        isPending={destroy.isPending}
        error={destroy.error}
        onConfirm={(typed) => destroy.mutate({ typed })}
        onClose={() => {
          destroy.reset();
          setAsked(null);
        }}
      />
    </Stack>
  );
}

/** /p/manage-storage-area: a warehouse's named bins, and which bin each item is kept in. */
export default function StorageAreasPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const chosen = useChosenWarehouse();
  return (
    <>
      <PageHeader title={title} />
      <Stack gap="md">
        {!chosen.isLoading && !chosen.chosen && <Alert>{t('stock.noWarehouse')}</Alert>}
        {chosen.chosen && (
          <>
            <WarehouseSelect chosen={chosen} />
            <Areas key={chosen.chosen.id} warehouseId={chosen.chosen.id} />
          </>
        )}
      </Stack>
    </>
  );
}
