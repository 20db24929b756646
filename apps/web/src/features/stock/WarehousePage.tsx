import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { warehouseBodySchema, type Warehouse, type WarehouseBody } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { detailGate } from '../../ui/detailGate';
import { useAccountForm } from '../../ui/form/useAccountForm';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteMode, useRouteTitle } from '../../ui/routeMeta';
import { Section } from '../../ui/Section';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { stockApi, stockKeys, useStockMutation } from './api';
import { WarehouseItems } from './WarehouseItems';

type Values = { name: string; address: string; isDefault: boolean };
const BLANK: Values = { name: '', address: '', isDefault: false };

function WarehouseForm({ warehouse }: { warehouse: Warehouse | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useAccountForm<Values, typeof warehouseBodySchema>(
    warehouse
      ? { name: warehouse.name, address: warehouse.address, isDefault: warehouse.isDefault }
      : BLANK,
    {
      schema: warehouseBodySchema,
      toBody: (values) => values,
      required: ['name', 'address'],
    },
  );
  const save = useStockMutation({
    mutationFn: (body: WarehouseBody) =>
      warehouse ? stockApi.updateWarehouse(warehouse.id, body) : stockApi.createWarehouse(body),
    onSuccess: (saved) => {
      notifications.show({ color: 'teal', message: t('stock.saved') });
      form.reset({ name: saved.name, address: saved.address, isDefault: saved.isDefault });
      if (!warehouse) void navigate(`/p/warehouse/${saved.id}`, { replace: true });
    },
    onError: (error) => form.showServerErrors(error),
  });
  return (
    <form ref={form.formRef} onSubmit={form.submitWith(save.mutate, save.reset)} noValidate>
      <Section title={t('stock.warehouse')} testId="warehouse-form">
        <Stack gap="sm" maw={560}>
          <TextInput label={t('stock.name')} {...form.text('name')} data-testid="warehouse-name" />
          <TextInput
            label={t('stock.address')}
            {...form.text('address')}
            data-testid="warehouse-address"
          />
          <Checkbox
            label={t('stock.isDefault')}
            checked={form.values.isDefault}
            // The only warehouse is the default; it stops being one when another is made so.
            disabled={warehouse?.isDefault === true}
            onChange={(event) => form.set('isDefault', event.currentTarget.checked)}
          />
          <ApiErrorAlert error={save.error} />
          <Group>
            <Button type="submit" loading={save.isPending} data-testid="warehouse-save">
              {warehouse ? t('stock.save') : t('stock.create')}
            </Button>
          </Group>
        </Stack>
      </Section>
    </form>
  );
}

function ExistingWarehouse({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const warehouse = useQuery({
    queryKey: stockKeys.warehouse(id),
    queryFn: ({ signal }) => stockApi.warehouse(id, signal),
    retry: false,
  });
  const remove = useConfirmedAction<Warehouse>({
    title: t('stock.deleteWarehouse'),
    message: t('stock.deleteWarehouseConfirm'),
    confirmLabel: t('stock.deleteWarehouse'),
    isDanger: true,
    run: async (one) => {
      await stockApi.deleteWarehouse(one.id);
      await navigate('/p/warehouses');
    },
  });
  const { data } = warehouse;
  if (!data) return detailGate(id, warehouse);
  return (
    <Stack gap="md">
      <WarehouseForm key={data.updatedAt} warehouse={data} />
      <WarehouseItems warehouseId={data.id} />
      {!data.isDefault && (
        <Group>
          <Button
            color="red"
            variant="light"
            onClick={() => remove.ask(data)}
            data-testid="warehouse-delete"
          >
            {t('stock.deleteWarehouse')}
          </Button>
        </Group>
      )}
      {remove.dialog}
    </Stack>
  );
}

/** /p/warehouse/create and /p/warehouse/:id: the warehouse, then the items it holds. */
export default function WarehousePage() {
  const title = useRouteTitle();
  const mode = useRouteMode();
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader title={title} />
      {mode === 'create' ? <WarehouseForm warehouse={null} /> : <ExistingWarehouse id={id} />}
    </>
  );
}
