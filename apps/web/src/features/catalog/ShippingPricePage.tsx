import { IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  shippingPriceListColumns,
  shippingPriceListConfig,
  type ShippingPriceRow,
} from './lists/shippingPrices';
import { ShippingPriceModal } from './ShippingPriceModal';
import { ListPage } from '../../ui/ListPage';

/** /a/shipping-price: one screen, the list with a modal to create and edit rates. */
export default function ShippingPricePage() {
  const { t } = useTranslation();
  // undefined: closed; null: creating; a row: editing it.
  const [editing, setEditing] = useState<ShippingPriceRow | null | undefined>(undefined);
  const columns = useMemo(() => shippingPriceListColumns(t), [t]);
  const config = useMemo(
    () =>
      shippingPriceListConfig({
        key: 'edit',
        label: t('catalog.common.edit'),
        icon: <IconPencil size={16} />,
        isMultipleClicksAllowed: true,
        run: (row) => setEditing(row),
      }),
    [t],
  );
  return (
    <>
      <ListPage
        config={config}
        columns={columns}
        create={{
          onClick: () => setEditing(null),
          label: t('catalog.shippingPrices.create'),
          testId: 'shipping-price-create',
        }}
      />
      {editing !== undefined && (
        <ShippingPriceModal
          key={editing?.id ?? 'new'}
          row={editing}
          opened
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
