import { Group, SegmentedControl, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadFilterOptions } from '../../ui/data-list/filters/filterOptions';
import { useIsPhone } from '../../ui/useIsPhone';
import { HIGH_QUANTITY_MIN } from '@platfox/domain';
import type { PickTab } from './listConfig';

type PickTabsProps = {
  model: string;
  tab: PickTab;
  sellerId: string | null;
  onTab: (tab: PickTab) => void;
  onSeller: (sellerId: string | null) => void;
};

/**
 * The items-to-pick presets (issue 6): all, one seller's items, TikTok orders, high-quantity
 * items. They are fixed filters on the list model's own fields, so the printer's scope still
 * applies. The seller choice lists the sellers of the printer's items to pick, nobody else's,
 * by the name and e-mail the server labels them with.
 */
export function PickTabs({ model, tab, sellerId, onTab, onSeller }: PickTabsProps) {
  const { t } = useTranslation();
  // Four presets side by side are wider than a phone: there they stack, none cut off.
  const isPhone = useIsPhone();
  const sellers = useQuery({
    queryKey: ['production', 'sellers', model],
    enabled: tab === 'bySeller',
    queryFn: ({ signal }) =>
      loadFilterOptions(
        {
          model,
          field: 'sellerId',
          advancedFilters: [],
          filterType: 'OR',
          filtersRef: [],
          filterTypeRef: 'AND',
          pagination: { page: 1, pageSize: 'all' },
        },
        signal,
      ),
  });
  return (
    <Group gap="sm" data-testid="printer-pick-tabs">
      <SegmentedControl
        orientation={isPhone ? 'vertical' : 'horizontal'}
        fullWidth={isPhone}
        w={isPhone ? '100%' : undefined}
        value={tab}
        onChange={(value) => onTab(value as PickTab)}
        data={[
          { value: 'all', label: t('printerItems.tabs.all') },
          { value: 'bySeller', label: t('printerItems.tabs.bySeller') },
          { value: 'tiktok', label: t('printerItems.tabs.tiktok') },
          {
            value: 'highQuantity',
            label: t('printerItems.tabs.highQuantity', { min: HIGH_QUANTITY_MIN }),
          },
        ]}
      />
      {tab === 'bySeller' && (
        <Select
          aria-label={t('printerItems.tabs.seller')}
          placeholder={t('printerItems.tabs.sellerPlaceholder')}
          data={(sellers.data?.items ?? []).map((option) => ({
            value: String(option.key),
            label: option.label,
          }))}
          value={sellerId}
          onChange={onSeller}
          searchable
          clearable
          data-testid="printer-pick-seller"
        />
      )}
    </Group>
  );
}
