import { Group, NumberInput, Pagination, Select, Text } from '@mantine/core';
import { clampPage, PAGE_SIZE_OPTIONS, totalPages } from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  isTotalEstimated: boolean;
  onPage: (page: number, pageCount: number) => void;
  onPageSize: (pageSize: number) => void;
};

/**
 * Paging (spec 02 sections 5.7 and 9): the total, 20, 50 or 100 rows a page, the page buttons and
 * a page number input floored and clamped between 1 and the last page.
 */
export function Pager({ page, pageSize, total, isTotalEstimated, onPage, onPageSize }: PagerProps) {
  const { t } = useTranslation();
  const pageCount = totalPages(total, pageSize);
  const options = (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize)
    ? PAGE_SIZE_OPTIONS
    : [...PAGE_SIZE_OPTIONS, pageSize].sort((a, b) => a - b);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" data-testid="data-list-total">
        {t(isTotalEstimated ? 'dataList.totalEstimated' : 'dataList.total', {
          total: total.toLocaleString(),
        })}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Select
          aria-label={t('dataList.pageSize')}
          data={options.map((size) => ({
            value: String(size),
            label: t('dataList.perPage', { size }),
          }))}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
          // Closed at once: a closing transition keeps the dropdown's position updating (a forced
          // layout per frame) while the 100 new rows are laid out.
          comboboxProps={{ transitionProps: { duration: 0 }, keepMounted: false }}
          w={120}
          data-testid="data-list-page-size"
        />
        <Pagination
          total={pageCount}
          value={Math.min(page, pageCount)}
          onChange={(next) => onPage(next, pageCount)}
          size="sm"
          siblings={1}
          data-testid="data-list-pager"
        />
        <PageInput key={page} page={page} pageCount={pageCount} onPage={onPage} />
      </Group>
    </Group>
  );
}

/** Typed page numbers go through on Enter or blur, floored and clamped to the pages there are. */
function PageInput({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number, pageCount: number) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string | number>(page);
  const go = () => {
    const typed = clampPage(Number(value), pageCount);
    setValue(typed);
    if (typed !== page) onPage(typed, pageCount);
  };
  return (
    <NumberInput
      aria-label={t('dataList.goToPage')}
      value={value}
      onChange={setValue}
      onBlur={go}
      onKeyDown={(event) => {
        if (event.key === 'Enter') go();
      }}
      min={1}
      max={pageCount}
      allowNegative={false}
      hideControls
      w={64}
      size="sm"
      data-testid="data-list-page-input"
    />
  );
}
