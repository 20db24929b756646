import { Button, Group, Table, Text } from '@mantine/core';
import type { PrinterUnitAction, ProductionItem, ProductionUnit } from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { asksBeforeRunning, unitActionsFor } from './actions';
import type { ActionRequest } from './ActionDialog';
import type { ComingDateRequest } from './ComingDateDialog';
import type { PrinterActions } from './usePrinterActions';
import { SimpleTable } from '../../ui/SimpleTable';

type UnitsTableProps = {
  item: ProductionItem;
  actions: PrinterActions;
  /** An action that asks first (cancel, return, awaiting stock) goes to the caller's dialog. */
  onAsk: (request: ActionRequest) => void;
  /** Where given, an awaiting-stock unit's own coming date can be set (the caller's dialog). */
  onComingDate?: (request: ComingDateRequest) => void;
};

/**
 * An item's units (quantity indexes 1..n), each with its status and the actions the transition
 * table allows from it: the floor works a unit of a quantity-3 item on its own.
 */
export function UnitsTable({ item, actions, onAsk, onComingDate }: UnitsTableProps) {
  const { t } = useTranslation();
  return (
    <SimpleTable
      minWidth={520}
      headers={[
        t('printerItems.units.index'),
        t('printerItems.units.code'),
        t('printerItems.units.status'),
        t('printerItems.units.comingDate'),
        t('printerItems.units.actions'),
      ]}
      isStriped
      verticalSpacing="xs"
      testId="printer-units"
    >
      {item.units.map((unit) => (
        <UnitRow
          key={unit.id}
          item={item}
          unit={unit}
          actions={actions}
          onAsk={onAsk}
          onComingDate={onComingDate}
        />
      ))}
    </SimpleTable>
  );
}

function UnitRow({
  item,
  unit,
  actions,
  onAsk,
  onComingDate,
}: UnitsTableProps & { unit: ProductionUnit }) {
  const { t } = useTranslation();
  const [running, setRunning] = useState<PrinterUnitAction | null>(null);
  const offered = unitActionsFor(unit.status);

  const click = async (action: PrinterUnitAction) => {
    if (asksBeforeRunning(action)) {
      if (!actions.staffOrRefuse()) return;
      onAsk({
        action,
        target: {
          kind: 'units',
          itemId: item.id,
          qtyIndexes: [unit.qtyIndex],
          label: item.productTitle,
        },
      });
      return;
    }
    setRunning(action);
    try {
      await actions.indexes(item.id, [unit.qtyIndex], action);
    } catch {
      // The api client showed the server's refusal.
    } finally {
      setRunning(null);
    }
  };

  return (
    <Table.Tr data-testid="printer-unit" data-qty-index={unit.qtyIndex}>
      <Table.Td>
        {unit.qtyIndex}/{item.quantity}
      </Table.Td>
      <Table.Td>
        <Text size="xs" ff="monospace" dir="ltr">
          {unit.scanValue}
        </Text>
      </Table.Td>
      <Table.Td>
        <OrderStatusBadge status={unit.status} testId="printer-unit-status" />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <span data-testid="printer-unit-coming-date">
            {formatDateTime(unit.awaitingStockComingAt)}
          </span>
          {onComingDate && unit.status === 'AWAITING_STOCK' && (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() =>
                onComingDate({
                  itemId: item.id,
                  label: `${item.productTitle} #${unit.qtyIndex}`,
                  qtyIndexes: [unit.qtyIndex],
                })
              }
              data-testid="unit-coming-date"
            >
              {t('printerItems.units.setComingDate')}
            </Button>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        {offered.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('printerItems.units.none')}
          </Text>
        ) : (
          <Group gap={4}>
            {offered.map((action) => (
              <Button
                key={action}
                size="compact-xs"
                variant="light"
                color={action === 'cancel' || action === 'printerReturn' ? 'red' : undefined}
                loading={running === action}
                disabled={running !== null && running !== action}
                onClick={() => void click(action)}
                data-testid={`unit-action-${action}`}
              >
                {t(`printerItems.actions.${action}`)}
              </Button>
            ))}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
