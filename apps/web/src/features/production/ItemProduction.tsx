import { Accordion, Alert, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { productionEndpoints, type ProductionItem } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../platform/api';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { Fact } from '../../ui/Fact';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { ActionLogTable } from './ActionLogTable';
import { productionKeys } from './api';
import { SimpleTable } from '../../ui/SimpleTable';

const adminItem = (id: string, signal?: AbortSignal) =>
  call(productionEndpoints.getAdminOrderItemsProduction, { params: { id } }, { signal }).then(
    (answer) => answer.data,
  );

/**
 * Where an item went, for the admin's order and item pages: the printer it was routed to, each
 * unit with its packing-slip code and state, and the production log. It answers "which printer
 * has this late item" without leaving the page (the printer's own screens show the same units).
 */
export function ItemProduction({
  itemId,
  status,
  log = 'shown',
}: {
  itemId: string;
  /** The item's status as the page knows it: a change (an approval routes it) reads again. */
  status: string;
  /** An order page folds each item's log; the item page shows it. */
  log?: 'shown' | 'folded';
}) {
  const { t } = useTranslation();
  const item = useQuery({
    queryKey: [...productionKeys.item(itemId), 'admin', status],
    queryFn: ({ signal }) => adminItem(itemId, signal),
  });
  if (item.isPending) return <Loader size="xs" aria-label={t('app.loading')} />;
  if (item.isError) return <ApiErrorAlert error={item.error} />;
  const routed = item.data;
  if (!routed.printerId) {
    return (
      <Alert variant="light" color="gray" data-testid="item-not-routed">
        {t('printerItems.production.notRouted')}
      </Alert>
    );
  }
  return (
    <Stack gap="sm" data-testid="item-production">
      <Fact label={t('printerItems.production.printer')} testId="item-printer">
        <bdi>{routed.printerName || routed.printerEmail}</bdi>{' '}
        {routed.printerName && (
          <Text span size="xs" c="dimmed" dir="ltr">
            {routed.printerEmail}
          </Text>
        )}
      </Fact>
      <UnitStates item={routed} />
      {log === 'shown' ? (
        <>
          <Title order={6}>{t('printerItems.production.log')}</Title>
          <ActionLogTable itemId={itemId} side="admin" />
        </>
      ) : (
        <Accordion variant="contained" chevronPosition="left">
          <Accordion.Item value="log">
            <Accordion.Control data-testid="item-log-toggle">
              {t('printerItems.production.log')}
            </Accordion.Control>
            <Accordion.Panel>
              <ActionLogTable itemId={itemId} side="admin" />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}
    </Stack>
  );
}

/** The units read-only: the admin sees the floor's state, the floor changes it. */
function UnitStates({ item }: { item: ProductionItem }) {
  const { t } = useTranslation();
  return (
    <SimpleTable
      minWidth={420}
      headers={[
        t('printerItems.units.index'),
        t('printerItems.units.code'),
        t('printerItems.units.status'),
        t('printerItems.production.updatedAt'),
      ]}
      verticalSpacing={4}
      testId="item-units"
    >
      {item.units.map((unit) => (
        <Table.Tr key={unit.id} data-testid="item-unit">
          <Table.Td>
            {unit.qtyIndex}/{item.quantity}
          </Table.Td>
          <Table.Td>
            <Text size="xs" ff="monospace" dir="ltr" span>
              {unit.scanValue}
            </Text>
          </Table.Td>
          <Table.Td>
            <OrderStatusBadge status={unit.status} testId="item-unit-status" />
          </Table.Td>
          <Table.Td>{formatDateTime(unit.updatedAt)}</Table.Td>
        </Table.Tr>
      ))}
    </SimpleTable>
  );
}
