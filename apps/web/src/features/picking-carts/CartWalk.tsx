import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { CartUnitState, CartWalkStep } from '@platfox/domain';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<CartUnitState, string> = {
  PLANNED: 'gray',
  PICKED: 'teal',
  SHORT: 'orange',
  RELEASED: 'gray',
};

/**
 * The walk: every unit of the cart in storage-area order, with its bin. Rows wrap rather than
 * scroll, so the hand-held view at 390 px reads each one whole.
 */
export function CartWalk({ walk }: { walk: readonly CartWalkStep[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      {walk.map((step, index) => (
        <Paper
          key={step.unit}
          withBorder
          radius="sm"
          px="sm"
          py={6}
          opacity={step.state === 'PLANNED' ? 1 : 0.6}
          data-testid="cart-step"
          data-state={step.state}
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="sm" wrap="nowrap">
              <Text c="dimmed" size="sm" w={28} ta="end">
                {index + 1}
              </Text>
              <Stack gap={0}>
                <Text fw={600} data-testid="cart-step-area">
                  {step.storageAreaName ?? t('carts.walk.noArea')}
                </Text>
                <Text size="sm">
                  {step.productTypeName} · {step.variantName}
                </Text>
                <Text size="xs" c="dimmed" dir="ltr">
                  {step.unit}
                </Text>
              </Stack>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Badge color={STATE_COLORS[step.state]} variant="light">
                {t(`carts.walk.states.${step.state}`)}
              </Badge>
              <Badge size="lg" variant="filled" data-testid="cart-step-bin">
                {t('carts.answer.bin', { bin: step.bin })}
              </Badge>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
