import { Alert, Badge, Group, Modal, Table, Text } from '@mantine/core';
import type { ImportQueue } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../platform/session';
import { PlaceDraftsButton } from '../orders/PlaceDraftsButton';
import { importsApi } from './api';
import { ImportStatusBadge } from './ImportStatusBadge';

/** The counts and every refused line of an import, by sheet, column and line (spec 03 §6). */
export function ImportReportView({ entry }: { entry: ImportQueue }) {
  const { t } = useTranslation();
  const isTracking = entry.type === 'TRACKING_CODE' || entry.type === 'PRINTER_ORDER_TRACKING_CODE';
  // The seller places the drafts a finished order import created, all at once.
  const isSeller = useCurrentUser()?.type === 'SELLER';
  const canPlaceDrafts =
    isSeller &&
    entry.type === 'ORDER' &&
    entry.createdOrders > 0 &&
    (entry.status === 'FINISHED' || entry.status === 'FINISHED_WITH_ERRORS');
  return (
    <>
      <Group gap="lg" mb="sm" data-testid="import-report-counts">
        <ImportStatusBadge status={entry.status} />
        <Text size="sm">{t('imports.report.total', { count: entry.totalLines })}</Text>
        <Text size="sm">
          {isTracking
            ? t('imports.report.codesCreated', { count: entry.createdLines })
            : entry.type === 'PRODUCT'
              ? t('imports.report.productsCreated', { count: entry.createdLines })
              : entry.type === 'ORDER_ITEM_COMING_STOCK_DATE'
                ? t('imports.report.datesSet', { count: entry.createdLines })
                : t('imports.report.created', {
                    lines: t('imports.report.total', { count: entry.createdLines }),
                    orders: t('imports.report.draftOrders', { count: entry.createdOrders }),
                  })}
        </Text>
        <Text size="sm" c={entry.failedLines > 0 ? 'red' : undefined}>
          {t('imports.report.failed', { count: entry.failedLines })}
        </Text>
      </Group>
      {canPlaceDrafts && (
        <Group mb="sm">
          <PlaceDraftsButton
            drafts={{ importQueueId: entry.id }}
            label={t('orders.placeDrafts.all')}
          />
        </Group>
      )}
      {entry.message && (
        <Alert color="red" mb="sm" data-testid="import-report-message">
          {entry.message}
        </Alert>
      )}
      {entry.errors.length > 0 && (
        <Table striped withTableBorder data-testid="import-report-errors">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('imports.report.sheet')}</Table.Th>
              <Table.Th>{t('imports.report.column')}</Table.Th>
              <Table.Th>{t('imports.report.line')}</Table.Th>
              <Table.Th>{t('imports.report.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entry.errors.map((error, index) => (
              <Table.Tr key={`${error.line ?? 0}-${error.column ?? ''}-${index}`}>
                <Table.Td>{error.sheet}</Table.Td>
                <Table.Td>{error.column ?? '—'}</Table.Td>
                <Table.Td>{error.line ?? '—'}</Table.Td>
                <Table.Td>
                  {error.isWarning && (
                    <Badge color="yellow" size="xs" mr={6}>
                      {t('imports.report.warning')}
                    </Badge>
                  )}
                  {error.message}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {entry.errors.filter((error) => !error.isWarning).length < entry.failedLines && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('imports.report.truncated', { count: entry.errors.length })}
        </Text>
      )}
    </>
  );
}

/** The report of one import, read by id when the modal opens. */
export function ImportReportModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['import-queue', id],
    queryFn: ({ signal }) => importsApi.get(id!, signal),
    enabled: id !== null,
  });
  return (
    <Modal opened={id !== null} onClose={onClose} title={t('imports.report.title')} size="xl">
      {query.data ? (
        <ImportReportView entry={query.data} />
      ) : (
        <Text size="sm">{query.isError ? t('imports.report.loadFailed') : t('app.loading')}</Text>
      )}
    </Modal>
  );
}
