import { useTranslation } from 'react-i18next';
import { ModalEditListPage } from '../../ui/ModalEditListPage';
import { shippingPriceListColumns, shippingPriceListConfig } from './lists/shippingPrices';
import { ShippingPriceModal } from './ShippingPriceModal';

/** /a/shipping-price: one screen, the list with a modal to create and edit rates. */
export default function ShippingPricePage() {
  const { t } = useTranslation();
  return (
    <ModalEditListPage
      columns={shippingPriceListColumns}
      config={shippingPriceListConfig}
      editLabel={t('catalog.common.edit')}
      create={{ label: t('catalog.shippingPrices.create'), testId: 'shipping-price-create' }}
      editor={(row, close) => <ShippingPriceModal row={row} opened onClose={close} />}
    />
  );
}
