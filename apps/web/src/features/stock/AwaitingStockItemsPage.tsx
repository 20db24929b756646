import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../ui/ListPage';
import { awaitingStockColumns, awaitingStockListConfig } from './awaitingListConfig';

/** /a/awaiting-stock-items: the items waiting for stock across printers (ORDER_ITEM_ACCESS). */
export default function AwaitingStockItemsPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => awaitingStockColumns(t), [t]);
  return <ListPage config={awaitingStockListConfig} columns={columns} />;
}
