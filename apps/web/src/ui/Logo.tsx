import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The product mark; a link to the user's home wherever it shows. `isCompactOnPhone` keeps only the
 * icon on a phone, where the top bar has no room for the name beside its buttons.
 */
export function Logo({ to, isCompactOnPhone = false }: { to: string; isCompactOnPhone?: boolean }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={to} data-testid="logo" aria-label={t('app.name')}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size="md" radius="md" variant="filled">
          <IconPrinter size={18} />
        </ThemeIcon>
        <Text fw={800} size="lg" visibleFrom={isCompactOnPhone ? 'sm' : undefined}>
          {t('app.name')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
