import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One order item's card (the admin's item page, the printer's order page, the verify screen):
 * the product's title with the item's badge across the top, then what the page says of it.
 */
export function ItemCard({
  title,
  titleTestId,
  badge,
  p = 'md',
  testId,
  children,
}: {
  title: ReactNode;
  titleTestId: string;
  badge: ReactNode;
  p?: 'md' | 'lg';
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={p} data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={4} data-testid={titleTestId} dir="auto">
            {title}
          </Title>
          {badge}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
