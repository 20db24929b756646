import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { BidiValue } from './Bidi';

/**
 * One labelled value of a detail page. `dir` isolates a data value from the page's direction:
 * 'ltr' for what always reads left to right (phones, e-mails, codes, ids), 'auto' for data of
 * either direction (streets, names, titles, money) (see Bidi).
 */
export function Fact({
  label,
  children,
  testId,
  dir,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  dir?: 'ltr' | 'auto';
}) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" data-testid={testId}>
        {dir ? <BidiValue dir={dir}>{children}</BidiValue> : children}
      </Text>
    </Stack>
  );
}
