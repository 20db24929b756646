import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The product mark; a link to the user's home wherever it shows. */
export function Logo({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={to} data-testid="logo" aria-label={t('app.name')}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size="md" radius="md" variant="filled">
          <IconPrinter size={18} />
        </ThemeIcon>
        <Text fw={800} size="lg">
          {t('app.name')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
