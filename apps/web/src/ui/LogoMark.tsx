import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The product mark without its link: the sign-in page draws it without the router (issue 16),
 * `Logo` wraps it in the router's link everywhere else.
 */
export function LogoMark({ isCompactOnPhone = false }: { isCompactOnPhone?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size="md" radius="md" variant="filled">
        <IconPrinter size={18} />
      </ThemeIcon>
      <Text fw={800} size="lg" visibleFrom={isCompactOnPhone ? 'sm' : undefined}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
