import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { catalogApi, catalogKeys } from './api';

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
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" data-testid="stock-logs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('catalog.common.createdAt')}</Table.Th>
                  <Table.Th>{t('catalog.productTypes.item')}</Table.Th>
                  <Table.Th>{t('catalog.blankApparels.previousStock')}</Table.Th>
                  <Table.Th>{t('catalog.blankApparels.stock')}</Table.Th>
                  <Table.Th>{t('catalog.blankApparels.ref')}</Table.Th>
                  <Table.Th>{t('catalog.blankApparels.actor')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
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
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
