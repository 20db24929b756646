import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A page the app holds a user on until something outside changes (the server is back, an admin
 * unblocks the account): a large icon, what happened, and what the user can do meanwhile.
 */
export function HoldPage({
  icon,
  color,
  title,
  titleTestId,
  body,
  testId,
  children,
}: {
  icon: ReactNode;
  color: string;
  title: ReactNode;
  titleTestId?: string;
  body: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Center mih="90vh">
      <Paper withBorder radius="md" p="xl" maw={520} data-testid={testId}>
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={64} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          <Title order={2} data-testid={titleTestId}>
            {title}
          </Title>
          <Text c="dimmed">{body}</Text>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
