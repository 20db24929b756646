import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A form's submit button, at the end of its line, spinning while the form is sent; in a dialog,
 * with "cancel" before it.
 */
export function SubmitRow({
  isPending,
  testId,
  cancel,
  children,
}: {
  isPending: boolean;
  testId: string;
  cancel?: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <Group justify="flex-end">
      {cancel && (
        <Button variant="default" onClick={cancel.onClick}>
          {cancel.label}
        </Button>
      )}
      <Button type="submit" loading={isPending} data-testid={testId}>
        {children}
      </Button>
    </Group>
  );
}
