import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { CARRIER_NAMES, isCarrierCode, type ProductionItem } from '@platfox/domain';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { isApiError } from '../../platform/api';
import { ErrorPage } from '../../ui/ErrorPage';
import { Fact } from '../../ui/Fact';
import { ItemCard } from '../../ui/ItemCard';
import { SimpleTable } from '../../ui/SimpleTable';
import { PageHeader } from '../../ui/PageHeader';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { ActionLogTable } from './ActionLogTable';
import { ItemPhotos } from './CompletedPhotos';
import { productionApi, productionKeys } from './api';
import { openPackingSlip } from './packingSlip';
import { usePrinterDialogs } from './PrinterDialogs';
import { printerRowActions } from './rowActions';
import { UnitsTable } from './UnitsTable';
import { StatusBadge } from '../../ui/StatusBadge';

/** Shown on the page itself, so not as buttons. */
const INLINE_ENTRIES = new Set(['units', 'actionsLog', 'downloadPdf']);

/**
 * /p/order/:id: the printer's view of one of its order items: the units with their actions,
 * the tracking codes, the actions log and the packing slip. Another printer's item is a 404.
 */
export default function PrinterOrderPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const { id = '' } = useParams();
  const item = useQuery({
    queryKey: productionKeys.item(id),
    queryFn: ({ signal }) => productionApi.item(id, signal),
    retry: false,
  });
  if (item.error) {
    return <ErrorPage status={isApiError(item.error) ? item.error.status : 0} />;
  }
  return (
    <>
      <PageHeader title={title} back={{ to: '/p', label: t('title.availableProducts') }} />
      {item.data ? (
        <ItemView item={item.data} />
      ) : (
        <Center mih={240}>
          <Loader size="sm" aria-label={t('app.loading')} />
        </Center>
      )}
    </>
  );
}

function ItemView({ item }: { item: ProductionItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { actions, open, element } = usePrinterDialogs();
  const [isOpening, setOpening] = useState(false);
  const row = useMemo(() => ({ ...item, updatable: true }), [item]);
  const buttons = useMemo(
    () =>
      printerRowActions<typeof row>({ t, list: null, actions, open, navigate }).filter(
        (action) => !INLINE_ENTRIES.has(action.key) && (action.isShown?.(row) ?? true),
      ),
    [t, actions, open, navigate, row],
  );

  const packingSlip = async () => {
    setOpening(true);
    try {
      await openPackingSlip(item.id);
    } catch {
      // The api client showed why.
    } finally {
      setOpening(false);
    }
  };

  return (
    <Stack gap="md" data-testid="printer-order">
      <ItemCard
        title={item.productTitle}
        titleTestId="printer-order-title"
        badge={<OrderStatusBadge status={item.status} testId="printer-order-status" />}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Fact label={t('printerItems.order.order')} dir="ltr">
            {item.orderId.slice(0, 8)}
          </Fact>
          <Fact label={t('printerItems.order.sku')} dir="ltr">
            {item.productSku}
          </Fact>
          <Fact label={t('printerItems.order.productType')} dir="auto">
            {item.productTypeName}
          </Fact>
          <Fact label={t('printerItems.order.variant')} testId="printer-order-variant" dir="auto">
            {item.variantName}
          </Fact>
          <Fact label={t('printerItems.order.quantity')}>{item.quantity}</Fact>
          <Fact label={t('printerItems.order.shipping')} testId="printer-order-shipping">
            {t(
              item.isDisallowShipping
                ? 'printerItems.order.shippingHeld'
                : 'printerItems.order.shippingOpen',
            )}
          </Fact>
        </SimpleGrid>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconFileTypePdf size={16} />}
            loading={isOpening}
            onClick={() => void packingSlip()}
            data-testid="printer-order-packing-slip"
          >
            {t('printerItems.order.packingSlip')}
          </Button>
          {buttons.map((action) => (
            <Button
              key={action.key}
              variant="default"
              onClick={() => void Promise.resolve(action.run(row)).catch(() => undefined)}
              data-testid={`printer-order-action-${action.key}`}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </ItemCard>

      <Section title={t('printerItems.order.units')}>
        <UnitsTable
          item={item}
          actions={actions}
          onAsk={(request) => open({ kind: 'action', request })}
          onComingDate={(request) => open({ kind: 'comingDate', request })}
        />
      </Section>

      <Section
        title={t('printerItems.order.trackingCodes')}
        action={
          <Button
            size="xs"
            variant="light"
            onClick={() =>
              open({
                kind: 'tracking',
                request: {
                  itemId: item.id,
                  status: item.status,
                  isDisallowShipping: item.isDisallowShipping,
                  mode: 'add',
                },
              })
            }
            data-testid="printer-order-add-tracking"
          >
            {t('printerItems.tracking.add')}
          </Button>
        }
      >
        <TrackingCodes item={item} />
      </Section>

      <Section title={t('printerItems.photos.title')}>
        <ItemPhotos itemId={item.id} />
      </Section>

      <Section title={t('printerItems.order.log')}>
        <ActionLogTable itemId={item.id} />
      </Section>
      {element}
    </Stack>
  );
}

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={5}>{title}</Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function TrackingCodes({ item }: { item: ProductionItem }) {
  const { t } = useTranslation();
  if (item.trackingCodes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('printerItems.tracking.none')}
      </Text>
    );
  }
  // A 22-digit code and a date do not fit a phone: the table scrolls in its card, never the
  // page (issue 31 item 13: the page scrolled 100 px sideways at 390 px).
  return (
    <SimpleTable
      minWidth={520}
      isStriped
      verticalSpacing="xs"
      testId="printer-order-tracking"
      headers={[
        t('printerItems.tracking.code'),
        t('printerItems.tracking.carrier'),
        t('printerItems.tracking.status'),
        t('printerItems.tracking.added'),
      ]}
    >
      {item.trackingCodes.map((code) => (
        <Table.Tr key={code.id}>
          <Table.Td>
            <Anchor href={code.trackingUrl} target="_blank" rel="noreferrer" size="sm">
              {code.trackingCode}
            </Anchor>
          </Table.Td>
          <Table.Td>
            {isCarrierCode(code.trackingCarrierCode)
              ? CARRIER_NAMES[code.trackingCarrierCode]
              : code.trackingCarrierCode}
          </Table.Td>
          <Table.Td>
            <StatusBadge status={code.status} />
          </Table.Td>
          <Table.Td>{formatDateTime(code.createdAt)}</Table.Td>
        </Table.Tr>
      ))}
    </SimpleTable>
  );
}
