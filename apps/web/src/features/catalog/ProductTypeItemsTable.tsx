import { NumberInput, Select, Table, TextInput } from '@mantine/core';
import { PRODUCT_STATUSES, type ProductStatus } from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../ui/MoneyInput';
import { fieldError } from '../../platform/api';
import type { ItemDraft } from './productTypeForm';
import { statusLabel } from '../../ui/statusLabel';

const MEASURES = ['weight', 'length', 'width', 'height'] as const;

/** One row per attribute-option combination: its price (dollars shown, cents kept) and specs. */
export function ProductTypeItemsTable({
  items,
  onChange,
  error,
}: {
  items: readonly ItemDraft[];
  onChange: (key: string, patch: Partial<ItemDraft>) => void;
  error: unknown;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs" data-testid="product-type-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('catalog.productTypes.item')}</Table.Th>
            <Table.Th>{t('catalog.productTypes.price')}</Table.Th>
            <Table.Th>{t('catalog.common.status')}</Table.Th>
            {MEASURES.map((measure) => (
              <Table.Th key={measure}>{t(`catalog.productTypes.${measure}`)}</Table.Th>
            ))}
            <Table.Th>{t('catalog.productTypes.shippingSku')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            <Table.Tr key={item.key} data-testid="product-type-item">
              <Table.Td>
                <bdi>{item.name}</bdi>
              </Table.Td>
              <Table.Td miw={130}>
                <MoneyInput
                  aria-label={t('catalog.productTypes.price')}
                  value={item.price}
                  onChange={(price) => onChange(item.key, { price })}
                  error={fieldError(error, `items.${index}.price`)}
                  data-testid="product-type-item-price"
                />
              </Table.Td>
              <Table.Td miw={140}>
                <Select
                  aria-label={t('catalog.common.status')}
                  data={PRODUCT_STATUSES.map((value) => ({
                    value,
                    label: statusLabel(t, value),
                  }))}
                  value={item.status}
                  allowDeselect={false}
                  onChange={(value) =>
                    value && onChange(item.key, { status: value as ProductStatus })
                  }
                />
              </Table.Td>
              {MEASURES.map((measure) => (
                <Table.Td key={measure} miw={90}>
                  <NumberInput
                    aria-label={t(`catalog.productTypes.${measure}`)}
                    min={0}
                    value={item[measure]}
                    onChange={(value) =>
                      onChange(item.key, { [measure]: value === '' ? '' : Number(value) })
                    }
                    error={fieldError(error, `items.${index}.${measure}`)}
                  />
                </Table.Td>
              ))}
              <Table.Td miw={120}>
                <TextInput
                  aria-label={t('catalog.productTypes.shippingSku')}
                  value={item.shippingSku}
                  onChange={(event) =>
                    onChange(item.key, { shippingSku: event.currentTarget.value })
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
