import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { catalogApi, catalogKeys } from './api';
import { SimpleTable } from '../../ui/SimpleTable';

/** The latest stock changes of a blank apparel: who changed which item, from what to what. */
export function StockLogTable({ blankApparelId }: { blankApparelId: string }) {
  const { t } = useTranslation();
  const logs = useQuery({
    queryKey: catalogKeys.stockLogs(blankApparelId),
    queryFn: ({ signal }) => catalogApi.stockLogs(blankApparelId, signal),
  });
  return (
    <Paper withBorder radius="md" p="lg" mt="md">
      <Stack gap="sm">
        <Title order={4}>{t('catalog.blankApparels.stockLogs')}</Title>
        {logs.data?.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('catalog.blankApparels.noLogs')}
          </Text>
        )}
        {logs.data && logs.data.length > 0 && (
          <SimpleTable
            minWidth={640}
            headers={[
              t('catalog.common.createdAt'),
              t('catalog.productTypes.item'),
              t('catalog.blankApparels.previousStock'),
              t('catalog.blankApparels.stock'),
              t('catalog.blankApparels.ref'),
              t('catalog.blankApparels.actor'),
            ]}
            verticalSpacing="xs"
            testId="stock-logs"
          >
            {logs.data.map((log) => (
              <Table.Tr key={log.id}>
                <Table.Td>{formatDateTime(log.createdAt)}</Table.Td>
                <Table.Td>
                  <bdi>{log.itemName}</bdi>
                </Table.Td>
                <Table.Td>{log.previousStock}</Table.Td>
                <Table.Td>{log.stock}</Table.Td>
                <Table.Td>
                  <bdi>{log.ref}</bdi>
                </Table.Td>
                <Table.Td>
                  <bdi>{log.actorFullName}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </SimpleTable>
        )}
      </Stack>
    </Paper>
  );
}
