import { Button, Group, Loader, Modal, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { needsFilterConfirmation, type FilterType } from '@platfox/domain';
import { IconPlus, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataListColumn, FilterRow, ListState } from '../types';
import { FilterRowView } from './FilterRowView';
import { emptyRow, filterableColumns } from './operations';
import { toQueryFilters } from './toQuery';
import { usePanelDraft, type PanelDraft } from './usePanelDraft';

export type FilterPanelProps = {
  columns: DataListColumn[];
  model: string;
  state: ListState;
  /** Fixed filters from outside the list; they narrow the options offered too. */
  filtersRef?: FilterRow[];
  onApply: (filters: FilterRow[], filterType: FilterType) => void;
  /** Reset: the list clears filters, the OR flag, the saved selection and references, and goes
   * back to page 1 with page size 20. */
  onReset: () => void;
};

/**
 * The filter panel (spec 02 sections 3.4, 4.4, 5.1): rows of field, condition and value combined
 * by all (AND) or any (OR). The user edits a draft; search hands it to the list, 1 s after the
 * last click, once confirmed when it holds 20 filters or more.
 */
export function FilterPanel({
  columns,
  model,
  state,
  filtersRef,
  onApply,
  onReset,
}: FilterPanelProps) {
  const { t } = useTranslation();
  const fields = useMemo(() => filterableColumns(columns), [columns]);
  const references = useMemo(
    () => toQueryFilters(filtersRef ?? [], columns),
    [filtersRef, columns],
  );
  const panel = usePanelDraft(state, onApply);
  const { draft, setDraft } = panel;
  const [pendingConfirm, setPendingConfirm] = useState<PanelDraft | null>(null);

  const updateRows = (change: (rows: FilterRow[]) => FilterRow[]) =>
    setDraft((current) => ({ ...current, rows: change(current.rows) }));

  const search = (event?: FormEvent) => {
    event?.preventDefault();
    if (!panel.canSearch) return;
    if (needsFilterConfirmation(panel.effectiveCount)) setPendingConfirm(draft);
    else panel.scheduleApply(draft);
  };

  const reset = () => {
    panel.cancelPendingApply();
    setDraft({ rows: [emptyRow()], filterType: 'AND' });
    onReset();
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="filter-panel">
      <form onSubmit={search}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text fw={600}>{t('dataListPanels.filters.title')}</Text>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('dataListPanels.filters.combine')}
              </Text>
              <SegmentedControl<FilterType>
                size="xs"
                value={draft.filterType}
                onChange={(filterType) => setDraft((current) => ({ ...current, filterType }))}
                data={[
                  { value: 'AND', label: t('dataListPanels.filters.combineAll') },
                  { value: 'OR', label: t('dataListPanels.filters.combineAny') },
                ]}
                data-testid="filter-type"
              />
            </Group>
          </Group>
          {draft.rows.map((row, index) => (
            <FilterRowView
              key={row.key}
              row={row}
              index={index}
              columns={fields}
              model={model}
              filtersRef={references}
              onChange={(next) =>
                updateRows((rows) => rows.map((held) => (held.key === row.key ? next : held)))
              }
              onRemove={() => updateRows((rows) => rows.filter((held) => held.key !== row.key))}
            />
          ))}
          <Group justify="space-between" gap="sm">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={!panel.canAddRow}
              onClick={() => updateRows((rows) => [...rows, emptyRow()])}
              data-testid="filter-add"
            >
              {t('dataListPanels.filters.add')}
            </Button>
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} />}
                onClick={reset}
                data-testid="filter-reset"
              >
                {t('dataListPanels.filters.reset')}
              </Button>
              <Button
                type="submit"
                leftSection={<IconSearch size={16} />}
                disabled={!panel.canSearch}
                // Stays clickable while waiting: a later click restarts the wait with newer rows.
                rightSection={panel.isApplyPending ? <Loader size={14} color="white" /> : undefined}
                data-pending={panel.isApplyPending || undefined}
                data-testid="filter-search"
              >
                {t('dataListPanels.filters.search')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <OverloadConfirmation
        count={pendingConfirm ? panel.effectiveCount : 0}
        opened={pendingConfirm !== null}
        onCancel={() => setPendingConfirm(null)}
        onConfirm={() => {
          if (pendingConfirm) panel.scheduleApply(pendingConfirm);
          setPendingConfirm(null);
        }}
      />
    </Paper>
  );
}

function OverloadConfirmation({
  count,
  opened,
  onCancel,
  onConfirm,
}: {
  count: number;
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('dataListPanels.filters.overloadedTitle')}
      centered
    >
      <Stack gap="md" data-testid="filter-overload">
        <Text size="sm">{t('dataListPanels.filters.overloaded', { count })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-testid="filter-overload-cancel">
            {t('dataListPanels.filters.cancel')}
          </Button>
          <Button color="orange" onClick={onConfirm} data-testid="filter-overload-confirm">
            {t('dataListPanels.filters.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export default FilterPanel;
