import { ActionIcon, Button, Group, Menu, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SavedFilter, SaveFilterBody } from '@platfox/domain';
import {
  IconDeviceFloppy,
  IconDots,
  IconPencil,
  IconReplace,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decodeListState, encodeListState } from '../queryCodec';
import type { ListState } from '../types';
import { savedFilterKeys, savedFiltersApi } from './api';
import { SavedFilterNameModal } from './SavedFilterNameModal';

export type SavedFiltersProps = {
  model: string;
  state: ListState;
  /** A saved filter was chosen: the list applies its state. */
  onSelect: (state: ListState) => void;
};

type Dialog = 'create' | 'rename' | 'delete' | null;

/**
 * What reset leaves (spec 02 section 4.4): no filters, all of them, page 1. The page size goes
 * back to the list's default, which is not always 20, so it is not compared.
 */
const isResetState = (state: ListState) =>
  state.filters.length === 0 && state.filterType === 'AND' && state.page === 1;

/**
 * The user's saved filters of a list (spec 02 sections 3.6, 4.5, 5.3): choose one to apply it,
 * save the current filters under a name, rename, replace with the current filters, delete.
 * Default saved filters (isHideAction) can only be chosen.
 */
export function SavedFilters({ model, state, onSelect }: SavedFiltersProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = savedFilterKeys.of(model);
  const saved = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => savedFiltersApi.list(model, signal),
  });
  const filters = saved.data ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const selected = filters.find((filter) => filter.id === selectedId) ?? null;

  // Reset clears the saved selection; the list only tells us through its state returning to
  // the defaults (a saved filter that is itself the defaults stays chosen).
  if (selected && isResetState(state)) {
    const chosen = decodeListState(selected.value);
    if (!chosen || !isResetState(chosen)) setSelectedId(null);
  }

  const setFilters = (change: (filters: SavedFilter[]) => SavedFilter[]) =>
    queryClient.setQueryData<SavedFilter[]>(key, (current) =>
      savedFiltersApi.bySortOrder(change(current ?? [])),
    );

  const save = useMutation({
    mutationFn: (body: SaveFilterBody) => savedFiltersApi.save(body),
    onSuccess: (answer, body) => {
      notifications.show({ color: 'teal', message: answer.message });
      setDialog(null);
      if (body.cmd === 'create') {
        setFilters((current) => [...current, answer.data]);
        setSelectedId(answer.data.id);
      } else if (body.cmd === 'update') {
        setFilters((current) =>
          current.map((filter) => (filter.id === answer.data.id ? answer.data : filter)),
        );
      } else {
        setFilters((current) => current.filter((filter) => filter.id !== body.id));
        setSelectedId(null);
      }
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });

  const choose = (id: string | null) => {
    if (!id) return setSelectedId(null);
    const filter = filters.find((candidate) => candidate.id === id);
    if (!filter) return;
    const chosen = decodeListState(filter.value);
    if (!chosen) {
      notifications.show({ color: 'red', message: t('dataListPanels.saved.invalidValue') });
      return;
    }
    setSelectedId(id);
    onSelect(chosen);
  };

  const canAct = selected !== null && !selected.isHideAction;
  return (
    // On a phone the select gives up width so "Save filter" stays on screen beside it.
    <Group gap="xs" wrap="nowrap" maw="100%" data-testid="saved-filters">
      <Select
        aria-label={t('dataListPanels.saved.label')}
        placeholder={t('dataListPanels.saved.placeholder')}
        data={filters.map((filter) => ({ value: filter.id, label: filter.name }))}
        value={selectedId}
        onChange={choose}
        clearable
        searchable
        // Closed, it keeps no hidden dropdown: Mantine positions a kept one at every render, a
        // style and layout pass of the whole page while a list's 100 rows are drawn (issue 16).
        comboboxProps={{ keepMounted: false }}
        // 240 px where there is room; less on a phone (a fixed width would push the button off).
        style={{ flex: '0 1 240px', minWidth: 0 }}
        data-testid="saved-filter-select"
      />
      <Button
        variant="light"
        leftSection={<IconDeviceFloppy size={16} />}
        style={{ flexShrink: 0 }}
        onClick={() => setDialog('create')}
        data-testid="saved-filter-create"
      >
        {t('dataListPanels.saved.create')}
      </Button>
      {canAct && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('dataListPanels.saved.actions')}
              data-testid="saved-filter-actions"
            >
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconPencil size={14} />}
              onClick={() => setDialog('rename')}
              data-testid="saved-filter-rename"
            >
              {t('dataListPanels.saved.rename')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconReplace size={14} />}
              onClick={() =>
                save.mutate({
                  cmd: 'update',
                  id: selected.id,
                  name: selected.name,
                  value: encodeListState(state),
                })
              }
              data-testid="saved-filter-replace"
            >
              {t('dataListPanels.saved.replace')}
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => setDialog('delete')}
              data-testid="saved-filter-delete"
            >
              {t('dataListPanels.saved.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      <SavedFilterNameModal
        opened={dialog === 'create' || dialog === 'rename'}
        title={t(
          dialog === 'rename'
            ? 'dataListPanels.saved.renameTitle'
            : 'dataListPanels.saved.createTitle',
        )}
        initialName={dialog === 'rename' ? (selected?.name ?? '') : ''}
        isPending={save.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(name) =>
          dialog === 'rename' && selected
            ? save.mutate({ cmd: 'update', id: selected.id, name })
            : save.mutate({ cmd: 'create', model, name, value: encodeListState(state) })
        }
      />
      <Modal
        opened={dialog === 'delete'}
        onClose={() => setDialog(null)}
        title={t('dataListPanels.saved.deleteTitle')}
        centered
      >
        <Stack gap="md" data-testid="saved-filter-delete-confirm">
          <Text size="sm">{t('dataListPanels.saved.deleteConfirm')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t('dataListPanels.saved.cancel')}
            </Button>
            <Button
              color="red"
              loading={save.isPending}
              onClick={() => selected && save.mutate({ cmd: 'delete', id: selected.id })}
              data-testid="saved-filter-delete-ok"
            >
              {t('dataListPanels.saved.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}

export default SavedFilters;
