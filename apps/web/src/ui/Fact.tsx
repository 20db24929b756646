import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a detail page. */
export function Fact({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}
