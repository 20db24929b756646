import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of a page (an order's address, its items, a form's cart): a card with its title. */
export function Section({
  title,
  testId,
  children,
}: {
  title: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}
