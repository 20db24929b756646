import {
  Button,
  CheckIcon,
  Combobox,
  Group,
  Pill,
  PillsInput,
  ScrollArea,
  Text,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_PAGE_SIZE,
  MULTISELECT_OPTION_HEIGHT_PX,
  totalPages,
  type FilterOption,
} from '@platfox/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keysOf } from './ArrayValueInput';
import { loadFilterOptions } from './filterOptions';
import type { ValueInputProps } from './valueInputProps';

/**
 * Labels of chosen keys, kept for the session: a restored row (q, a saved filter) holds only keys,
 * and the options that named them may be on a page not loaded yet.
 */
const knownLabels = new Map<string, string>();
const labelKey = (model: string, field: string, key: FilterOption['key']) =>
  `${model}\u0000${field}\u0000${String(key)}`;

/**
 * Choose values of a large field by searching the server (spec 02 sections 7 and 9): 20 options a
 * page with a load-more button, the search sent 200 ms after the last key stroke.
 */
export function AutocompleteValueInput({
  row,
  column,
  onChange,
  model,
  filtersRef,
}: ValueInputProps) {
  const { t } = useTranslation();
  const field = column.filterBy ?? column.key;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const options = useInfiniteQuery({
    queryKey: ['data-list-filter-options', model, field, debouncedSearch, filtersRef],
    queryFn: ({ pageParam, signal }) =>
      loadFilterOptions(
        {
          model,
          field,
          filtersRef,
          advancedFilters: debouncedSearch
            ? [{ field, operation: 'ct', value: debouncedSearch }]
            : [],
          pagination: { page: pageParam, pageSize: AUTOCOMPLETE_PAGE_SIZE },
        },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length < totalPages(last.total, AUTOCOMPLETE_PAGE_SIZE) ? pages.length + 1 : undefined,
    enabled: combobox.dropdownOpened,
    staleTime: 60_000,
  });
  const items = options.data?.pages.flatMap((page) => page.items) ?? [];
  for (const item of items) knownLabels.set(labelKey(model, field, item.key), item.label);

  const keys = keysOf(row.value);
  const labelOf = (key: FilterOption['key']) =>
    knownLabels.get(labelKey(model, field, key)) ?? String(key);
  const toggle = (key: FilterOption['key']) => {
    const next = keys.includes(key) ? keys.filter((held) => held !== key) : [...keys, key];
    onChange({ ...row, value: next });
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        const item = items.find((option) => String(option.key) === value);
        if (item) toggle(item.key);
      }}
    >
      <Combobox.DropdownTarget>
        <PillsInput
          aria-label={t('dataListPanels.filters.value')}
          onClick={() => combobox.openDropdown()}
          data-testid="filter-value-autocomplete"
        >
          <Pill.Group>
            {keys.map((key) => (
              <Pill key={String(key)} withRemoveButton onRemove={() => toggle(key)}>
                {labelOf(key)}
              </Pill>
            ))}
            <Combobox.EventsTarget>
              <PillsInput.Field
                value={search}
                placeholder={t('dataListPanels.filters.searchOptions')}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onChange={(event) => {
                  combobox.openDropdown();
                  setSearch(event.currentTarget.value);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' && search === '' && keys.length > 0) {
                    event.preventDefault();
                    toggle(keys[keys.length - 1]!);
                  }
                }}
                data-testid="filter-autocomplete-search"
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown>
        <Combobox.Options>
          <ScrollArea.Autosize mah={MULTISELECT_OPTION_HEIGHT_PX * 6} type="scroll">
            {items.map((item) => (
              <Combobox.Option
                value={String(item.key)}
                key={String(item.key)}
                active={keys.includes(item.key)}
                mih={MULTISELECT_OPTION_HEIGHT_PX}
              >
                <Group gap="xs" wrap="nowrap" mih={MULTISELECT_OPTION_HEIGHT_PX - 8}>
                  {keys.includes(item.key) && <CheckIcon size={12} />}
                  <Text size="sm">{item.label}</Text>
                </Group>
              </Combobox.Option>
            ))}
            {options.isSuccess && items.length === 0 && (
              <Combobox.Empty>{t('dataListPanels.filters.noOptions')}</Combobox.Empty>
            )}
          </ScrollArea.Autosize>
        </Combobox.Options>
        {options.hasNextPage && (
          <Combobox.Footer>
            <Button
              variant="subtle"
              size="compact-sm"
              fullWidth
              loading={options.isFetchingNextPage}
              // Keeps the search field focused so the dropdown stays open.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void options.fetchNextPage()}
              data-testid="filter-autocomplete-more"
            >
              {t('dataListPanels.filters.loadMore')}
            </Button>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
