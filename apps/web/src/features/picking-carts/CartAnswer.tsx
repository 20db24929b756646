import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { CartScanAnswer } from '@platfox/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type CartScan =
  { kind: 'done'; data: CartScanAnswer['data'] } | { kind: 'refused'; message: string };

/**
 * The cart's answer to the last scan, large enough to read from the aisle: the bin the unit goes
 * into and how full it is, or why the scan was refused (the server's words).
 */
export function CartAnswer({ last }: { last: CartScan | null }) {
  const { t } = useTranslation();
  if (!last) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed" data-testid="cart-answer-empty">
          {t('carts.answer.empty')}
        </Text>
      </Paper>
    );
  }
  if (last.kind === 'refused') {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="cart-refused">
        {last.message}
      </Alert>
    );
  }
  const { data } = last;
  const isShort = data.to === 'AWAITING_STOCK';
  const color = isShort ? 'orange' : data.isBinFull ? 'teal' : 'blue';
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      bg={`var(--mantine-color-${color}-light)`}
      data-testid="cart-answer"
    >
      <Stack gap="xs" align="center">
        <Title order={1} fz={56} c={`${color}.8`} data-testid="cart-answer-bin">
          {t('carts.answer.bin', { bin: data.bin })}
        </Title>
        <Text fw={600} ta="center" data-testid="cart-answer-message">
          {isShort
            ? t('carts.answer.short', { unit: data.unit, bin: data.bin })
            : data.isBinFull
              ? t('carts.answer.full', { unit: data.unit, bin: data.bin })
              : t('carts.answer.goesInto', { unit: data.unit, bin: data.bin })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('carts.answer.progress', { picked: data.binPicked, units: data.binUnits })}
        </Text>
        {data.isCartDone && (
          <Text fw={600} c="teal.8" data-testid="cart-done">
            {t('carts.answer.done')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
