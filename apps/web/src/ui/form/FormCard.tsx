import { Alert, Paper, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { ApiErrorAlert } from '../ApiErrorAlert';

/**
 * A form that is a card of its own (profile, password, campaign, coupon): what was done or the
 * server's message above the fields, the fields (with their submit) below.
 */
export function FormCard({
  formRef,
  onSubmit,
  error,
  done,
  maw,
  testId,
  children,
}: {
  formRef?: Ref<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The last answer's error (a mutation's), shown by ApiErrorAlert. */
  error: unknown;
  /** The confirmation once the form was sent (false or absent: none). */
  done?: { message: string; testId: string } | false;
  maw: number;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg" maw={maw}>
      <form ref={formRef} onSubmit={onSubmit} noValidate data-testid={testId}>
        <Stack gap="md">
          {done && (
            <Alert color="teal" data-testid={done.testId}>
              {done.message}
            </Alert>
          )}
          <ApiErrorAlert error={error} />
          {children}
        </Stack>
      </form>
    </Paper>
  );
}
