import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CartBin } from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import { shortId } from '../../ui/data-list/cells/format';

/** The cart's bins: each one's order and how many of its units are in; a full bin says so. */
export function CartBins({ bins, lastBin }: { bins: readonly CartBin[]; lastBin: number | null }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 3, sm: 5, lg: 8 }} spacing="xs">
      {bins.map((bin) => (
        <Paper
          key={bin.bin}
          withBorder
          radius="sm"
          p="xs"
          bg={bin.isFull ? 'var(--mantine-color-teal-light)' : undefined}
          style={
            bin.bin === lastBin ? { outline: '2px solid var(--mantine-color-blue-6)' } : undefined
          }
          data-testid="cart-bin"
          data-bin={bin.bin}
        >
          <Stack gap={2} align="center">
            <Text fw={700} size="lg">
              {bin.bin}
            </Text>
            <Text size="xs" c="dimmed" title={bin.orderId}>
              {shortId(bin.orderId)}
            </Text>
            <Text size="sm" data-testid="cart-bin-count">
              {bin.picked}/{bin.units}
            </Text>
            {bin.isFull && (
              <Badge size="xs" color="teal" data-testid="cart-bin-full">
                {t('carts.bins.full')}
              </Badge>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
