import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const ICONS = {
  success: { icon: IconCircleCheck, color: 'teal' },
  mail: { icon: IconMail, color: 'indigo' },
  problem: { icon: IconAlertTriangle, color: 'orange' },
} as const;

type ResultPanelProps = {
  kind: keyof typeof ICONS;
  title: string;
  text: ReactNode;
  /** A link button under the text. */
  link?: { to: string; label: string; testId?: string };
  children?: ReactNode;
  testId?: string;
};

/** The outcome of a guest step: "check your inbox", "password changed", "link expired"... */
export function ResultPanel({ kind, title, text, link, children, testId }: ResultPanelProps) {
  const { icon: Icon, color } = ICONS[kind];
  return (
    <Stack align="center" gap="sm" ta="center" data-testid={testId}>
      <ThemeIcon size={56} radius="xl" variant="light" color={color}>
        <Icon size={30} />
      </ThemeIcon>
      <Title order={3} data-testid="result-title">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {text}
      </Text>
      {children}
      {link && (
        <Button component={Link} to={link.to} variant="light" data-testid={link.testId}>
          {link.label}
        </Button>
      )}
    </Stack>
  );
}
