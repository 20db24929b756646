import type { ListRow } from '../../ui/data-list/types';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../ui/ListPage';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { stockApi, useStockMutation } from './api';
import { inventoryColumns } from './listConfig';
import { RecordStockModal } from './RecordStockModal';

type InventoryRow = ListRow<'inventory'>;

/**
 * /p/inventories: the printer's receipts and issues, newest first. A record is reverted once
 * (its stock moved back, after a question); a receipt in transit is received when it arrives.
 */
export default function InventoriesPage() {
  const { t } = useTranslation();
  const [isRecording, setRecording] = useState(false);
  const receive = useStockMutation({ mutationFn: (id: string) => stockApi.receive(id) });
  const reverting = useStockMutation({ mutationFn: (id: string) => stockApi.revert(id) });
  const revert = useConfirmedAction<InventoryRow>({
    title: t('stock.revert'),
    message: t('stock.revertConfirm'),
    confirmLabel: t('stock.revert'),
    isDanger: true,
    testId: 'revert-dialog',
    run: (row) => reverting.mutateAsync(row.id),
  });
  const columns = useMemo(() => inventoryColumns(t), [t]);
  const config = useMemo(
    () => ({
      id: 'inventories',
      model: 'inventory' as const,
      empty: { message: 'inventories' as const },
      rowActions: [
        {
          key: 'receive',
          label: t('stock.receiveInTransit'),
          isShown: (row: InventoryRow) => row.status === 'IN_TRANSIT',
          run: async (row: InventoryRow) => {
            await receive.mutateAsync(row.id);
          },
        },
        {
          key: 'revert',
          label: t('stock.revert'),
          isShown: (row: InventoryRow) => row.status !== 'REVERTED',
          run: revert.askRow,
        },
      ],
    }),
    [t, receive, revert.askRow],
  );
  return (
    <>
      <ListPage
        config={config}
        columns={columns}
        create={{
          label: t('stock.recordStock'),
          testId: 'record-stock',
          onClick: () => setRecording(true),
        }}
      />
      <RecordStockModal opened={isRecording} onClose={() => setRecording(false)} />
      {revert.dialog}
    </>
  );
}
