import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import {
  IconBarcode,
  IconColumns,
  IconFilter,
  IconLayoutGrid,
  IconTable,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListLayout } from './types';

/** The panels above the list; one is open at a time (spec 02 section 4.2). */
export type ListPanel = 'filter' | 'columns' | 'scan';

type ToolbarProps = {
  panel: ListPanel | null;
  onPanel: (panel: ListPanel | null) => void;
  /** Which panels this list offers. */
  panels: readonly ListPanel[];
  /** Active filters, shown on the filter button. */
  filterCount: number;
  layout: ListLayout | null;
  onLayout: (layout: ListLayout) => void;
  /** Saved filters on the left; bulk delete, export and the screen's own buttons on the right. */
  start?: ReactNode;
  end?: ReactNode;
};

const PANEL_ICONS = { filter: IconFilter, columns: IconColumns, scan: IconBarcode } as const;

export function Toolbar({
  panel,
  onPanel,
  panels,
  filterCount,
  layout,
  onLayout,
  start,
  end,
}: ToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="data-list-toolbar">
      <Group gap="xs" wrap="wrap">
        {panels.map((name) => {
          const Icon = PANEL_ICONS[name];
          const isOpen = panel === name;
          return (
            <Button
              key={name}
              variant={isOpen ? 'filled' : 'default'}
              leftSection={<Icon size={16} />}
              onClick={() => onPanel(isOpen ? null : name)}
              aria-expanded={isOpen}
              data-testid={`data-list-panel-${name}`}
            >
              {t(`dataList.panels.${name}`)}
              {name === 'filter' && filterCount > 0 ? ` (${filterCount})` : ''}
            </Button>
          );
        })}
        {start}
      </Group>
      <Group gap="xs" wrap="wrap">
        {end}
        {layout && (
          <Tooltip label={t(layout === 'grid' ? 'dataList.layout.table' : 'dataList.layout.grid')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t(layout === 'grid' ? 'dataList.layout.table' : 'dataList.layout.grid')}
              onClick={() => onLayout(layout === 'grid' ? 'table' : 'grid')}
              data-testid="data-list-layout-toggle"
              data-layout={layout}
            >
              {layout === 'grid' ? <IconTable size={18} /> : <IconLayoutGrid size={18} />}
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}
