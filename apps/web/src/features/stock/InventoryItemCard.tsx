import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { InventoryItem } from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../platform/i18n/formatDate';

/**
 * The scanned item at the receiving desk: its name and code, its stock in the warehouse and where
 * it is kept, and its last stock log rows (newest first), so the desk sees the record land.
 */
export function InventoryItemCard({ item }: { item: InventoryItem }) {
  const { t } = useTranslation();
  const held = item.stockItem;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="floor-item">
      <Stack gap="sm">
        <div>
          <Title order={3} fz="h4" data-testid="floor-item-name">
            {item.name}
          </Title>
          <Text size="sm" c="dimmed" dir="ltr" ta="start" data-testid="floor-item-sku">
            {item.sku}
          </Text>
        </div>
        <Group gap="lg" wrap="wrap">
          <div>
            <Text size="xs" c="dimmed">
              {t('stock.inStock')}
            </Text>
            <Text fz={32} fw={700} lh={1.1} data-testid="floor-item-stock">
              {held?.quantity ?? 0}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('stock.area')}
            </Text>
            <Badge size="lg" variant="light" data-testid="floor-item-area">
              {held?.storageAreaName ?? t('stock.noArea')}
            </Badge>
          </div>
        </Group>
        <Text fw={600} size="sm">
          {t('stock.floor.lastLogs')}
        </Text>
        {item.logs.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="floor-logs-empty">
            {t('stock.floor.noLogs')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing={4} fz="sm" data-testid="floor-logs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('stock.reason')}</Table.Th>
                  <Table.Th>{t('stock.before')}</Table.Th>
                  <Table.Th>{t('stock.after')}</Table.Th>
                  <Table.Th>{t('stock.date')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {item.logs.map((row) => (
                  <Table.Tr key={row.id} data-testid="floor-log-row">
                    <Table.Td>{t(`stock.reasons.${row.reason}`)}</Table.Td>
                    <Table.Td>{row.previousStock}</Table.Td>
                    <Table.Td fw={600}>{row.stock}</Table.Td>
                    <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
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
