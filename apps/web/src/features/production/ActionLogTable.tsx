import { Table, Text } from '@mantine/core';
import { PRINTER_UNIT_ACTIONS, type PrinterUnitAction } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import en from '../../platform/i18n/locales/en';
import { statusLabel } from '../../ui/statusLabel';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { call } from '../../platform/api';
import { productionEndpoints } from '@platfox/domain';
import { productionApi, productionKeys } from './api';
import { SimpleTable } from '../../ui/SimpleTable';

const isUnitAction = (action: string): action is PrinterUnitAction =>
  (PRINTER_UNIT_ACTIONS as readonly string[]).includes(action);

type LogAction = keyof typeof en.printerItems.logActions;
const isLogAction = (action: string): action is LogAction =>
  Object.hasOwn(en.printerItems.logActions, action);

/** An action of the log in words: the floor's own actions, the others the server logs. */
function actionText(t: TFunction, action: string): string {
  if (isUnitAction(action)) return t(`printerItems.actions.${action}`);
  if (isLogAction(action)) return t(`printerItems.logActions.${action}`);
  return action;
}

/** A unit's change of status, each side labelled as the badges are. */
function changeText(t: TFunction, from: string | null, to: string | null): string {
  if (!from && !to) return '—';
  return t('printerItems.log.changeText', {
    from: from ? statusLabel(t, from) : '—',
    to: to ? statusLabel(t, to) : '—',
  });
}

/** The admins' read of the same log: it also names the account that acted without staff. */
const adminLog = (id: string, signal?: AbortSignal) =>
  call(productionEndpoints.getAdminOrderItemsLogs, { params: { id } }, { signal }).then(
    (answer) => answer.data,
  );

/**
 * The item's actions log (GET order-items/:id/logs): who did what to which unit, and why. The
 * printer reads its own items' log; an admin (`side="admin"`) reads any item's.
 */
export function ActionLogTable({
  itemId,
  side = 'printer',
}: {
  itemId: string;
  side?: 'printer' | 'admin';
}) {
  const { t } = useTranslation();
  const log = useQuery({
    queryKey: [...productionKeys.log(itemId), side],
    queryFn: ({ signal }) =>
      side === 'admin' ? adminLog(itemId, signal) : productionApi.log(itemId, signal),
  });
  if (log.isPending) return <Text size="sm">{t('app.loading')}</Text>;
  const rows = log.data ?? [];
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="printer-log-empty">
        {t('printerItems.log.empty')}
      </Text>
    );
  }
  return (
    <SimpleTable
      minWidth={560}
      headers={[
        t('printerItems.log.time'),
        t('printerItems.log.unit'),
        t('printerItems.log.action'),
        t('printerItems.log.change'),
        t('printerItems.log.staff'),
        t('printerItems.log.description'),
      ]}
      isStriped
      verticalSpacing="xs"
      testId="printer-log"
    >
      {rows.map((row) => (
        <Table.Tr key={row.id} data-testid="printer-log-row">
          {/* A time on one line: on a phone it broke into four, the table scrolls instead. */}
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
          <Table.Td>{row.qtyIndex ?? '—'}</Table.Td>
          <Table.Td>{actionText(t, row.action)}</Table.Td>
          <Table.Td>{changeText(t, row.fromStatus, row.toStatus)}</Table.Td>
          <Table.Td>{row.staffName ?? row.actorName ?? '—'}</Table.Td>
          <Table.Td>{row.description ?? ''}</Table.Td>
        </Table.Tr>
      ))}
    </SimpleTable>
  );
}
