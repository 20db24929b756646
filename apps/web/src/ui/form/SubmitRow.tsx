import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form's submit button, at the end of its line, spinning while the form is sent. */
export function SubmitRow({
  isPending,
  testId,
  children,
}: {
  isPending: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={isPending} data-testid={testId}>
        {children}
      </Button>
    </Group>
  );
}
