import { Button, Group, Stack, Text } from '@mantine/core';
import { createContext, useContext } from 'react';
import { Link } from 'react-router';
import { useT } from '../../platform/i18n/useT';
import type { DataListEmpty } from './types';

type EmptyState = {
  /** The list's own message and next steps (its config's `empty`). */
  empty?: DataListEmpty;
  /** Whether filters narrow the list: then nothing matching them is what the user sees. */
  isFiltered: boolean;
  onClearFilters: () => void;
};

/** Given by DataList to its table and grid, which render EmptyList without knowing the config. */
export const EmptyStateContext = createContext<EmptyState>({
  isFiltered: false,
  onClearFilters: () => {},
});

/**
 * An empty list (issue 15): with filters on, that nothing matches and a way to clear them;
 * otherwise what would appear here and the next step (create, import...), as the list's config
 * says, or a general sentence.
 */
export function EmptyList() {
  const t = useT();
  const { empty, isFiltered, onClearFilters } = useContext(EmptyStateContext);
  if (isFiltered) {
    return (
      <Stack align="center" gap="sm" py="xl" data-testid="data-list-empty">
        <Text c="dimmed">{t('emptyStates.filtered')}</Text>
        <Button variant="light" size="xs" onClick={onClearFilters}>
          {t('emptyStates.clearFilters')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="sm" py="xl" data-testid="data-list-empty">
      <Text c="dimmed" ta="center">
        {empty ? t(`emptyStates.lists.${empty.message}`) : t('emptyStates.default')}
      </Text>
      {empty?.actions && empty.actions.length > 0 && (
        <Group gap="sm" justify="center">
          {empty.actions.map((action) => (
            <Button key={action.to} component={Link} to={action.to} variant="light" size="xs">
              {t(`title.${action.title}`)}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
