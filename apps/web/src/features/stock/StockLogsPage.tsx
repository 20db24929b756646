import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../ui/ListPage';
import { useCurrentUser } from '../../platform/session';
import {
  adminStockLogColumns,
  adminStockLogListConfig,
  printerStockLogColumns,
  stockLogListConfig,
} from './listConfig';

function PrinterStockLogs() {
  const { t } = useTranslation();
  const columns = useMemo(() => printerStockLogColumns(t), [t]);
  return <ListPage config={stockLogListConfig} columns={columns} />;
}

function AdminStockLogs() {
  const { t } = useTranslation();
  const columns = useMemo(() => adminStockLogColumns(t), [t]);
  return <ListPage config={adminStockLogListConfig} columns={columns} />;
}

/** /p/stock-logs (the printer's own) and /a/stock-logs (every printer's, STOCK_LOG_ACCESS). */
export default function StockLogsPage() {
  const user = useCurrentUser();
  return user?.type === 'PRINTER' ? <PrinterStockLogs /> : <AdminStockLogs />;
}
