import { Button, Group, Stack, Switch } from '@mantine/core';
import type { PrinterItemListName } from '@platfox/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { DataList } from '../../ui/data-list/DataList';
import type { ListConfig } from '../../ui/data-list/types';
import { PageHeader } from '../../ui/PageHeader';
import { DownloadSlipsButton } from '../slips/DownloadSlipsButton';
import { PutOnCartButton } from '../picking-carts/PutOnCartButton';
import { bulkActionsFor } from './actions';
import { BulkActions } from './BulkActions';
import { BulkTrackingDialog } from './BulkTrackingDialog';
import { printerItemColumns, printerListOf, tabFilters, type PickTab } from './listConfig';
import { PickAllVariantsDialog } from './PickAllVariantsDialog';
import { PickTabs } from './PickTabs';
import { usePrinterDialogs } from './PrinterDialogs';
import { printerRowActions } from './rowActions';

/**
 * The printer's item lists (spec 02 section 4.13): items to pick (/p), my picked, processing and
 * completed products and awaiting stock, one list model each. Rows offer their menu, their
 * units and (when complete) the tracking modal; the toolbar acts on the selected rows.
 */
export default function PrinterItemsPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const list = printerListOf(pathname);
  const { actions, open, element } = usePrinterDialogs();
  const [tab, setTab] = useState<PickTab>('all');
  const [sellerId, setSellerId] = useState<string | null>(null);
  // The to-pick list in walk order (issue 32): by the storage area holding each item's blank.
  const [isWalk, setWalk] = useState(false);
  const walk = list.key === 'toPick' && isWalk;
  const [pickAll, setPickAll] = useState<{ ids: string[]; onDone: () => void } | null>(null);
  const [tracking, setTracking] = useState<{ ids: string[]; onDone: () => void } | null>(null);

  const columns = useMemo(() => printerItemColumns(t, list), [t, list]);
  const filtersRef = useMemo(
    () => (list.key === 'toPick' ? tabFilters(tab, sellerId) : []),
    [list.key, tab, sellerId],
  );
  const config = useMemo<ListConfig<PrinterItemListName>>(
    () => ({
      id: `printer-items-${list.key}${walk ? '-walk' : ''}`,
      model: list.model,
      empty: { message: 'printerItems' },
      defaultSort: walk
        ? { field: 'storageArea', direction: 'asc' }
        : { field: 'createdAt', direction: 'asc' },
      selectType: 'checkbox',
      // The printer's order export (printer/export-orders): the list's rows as XLSX or CSV.
      isExportEnabled: true,
      scan: { lookupKey: 'productSku', isSubstringMatching: true },
      detailPath: (row) => `/p/order/${row.id}`,
      filtersRef,
      rowActions: printerRowActions({ t, list, actions, open, navigate }),
    }),
    [list, walk, filtersRef, t, actions, open, navigate],
  );
  const bulk = bulkActionsFor(list.statuses);

  return (
    <>
      <PageHeader title={title} />
      <Stack gap="md">
        {list.key === 'toPick' && (
          <Group justify="space-between" align="center" gap="sm">
            <PickTabs
              model={list.model}
              tab={tab}
              sellerId={sellerId}
              onTab={setTab}
              onSeller={setSellerId}
            />
            <Group gap="sm">
              <Switch
                label={t('carts.toPick.walkOrder')}
                checked={isWalk}
                onChange={(event) => setWalk(event.currentTarget.checked)}
                data-testid="walk-order"
              />
              <Button component={Link} to="/p/picking-carts" variant="light" size="xs">
                {t('carts.toPick.carts')}
              </Button>
            </Group>
          </Group>
        )}
        <DataList
          key={`${list.key}${walk ? '-walk' : ''}`}
          config={config}
          columns={columns}
          toolbar={({ selected, clear }) => (
            <Group gap={6} wrap="wrap">
              <BulkActions
                actions={bulk}
                selected={selected}
                onAction={(action) =>
                  open({
                    kind: 'action',
                    request: { action, target: { kind: 'items', ids: selected, label: '' } },
                    onDone: clear,
                  })
                }
              />
              {list.key === 'toPick' && (
                <Button
                  size="xs"
                  variant="light"
                  disabled={selected.length === 0}
                  onClick={() => {
                    if (actions.staffOrRefuse()) setPickAll({ ids: [...selected], onDone: clear });
                  }}
                  data-testid="pick-all-variants"
                >
                  {t('printerItems.pickAll.button')}
                </Button>
              )}
              {list.key === 'toPick' && <PutOnCartButton selected={selected} />}
              {list.key === 'complete' && (
                <Button
                  size="xs"
                  variant="light"
                  disabled={selected.length === 0}
                  onClick={() => {
                    if (actions.staffOrRefuse()) setTracking({ ids: [...selected], onDone: clear });
                  }}
                  data-testid="bulk-add-tracking"
                >
                  {t('printerItems.bulkTracking.button')}
                </Button>
              )}
              <DownloadSlipsButton selected={selected} staffOrRefuse={actions.staffOrRefuse} />
            </Group>
          )}
        />
      </Stack>
      {element}
      <PickAllVariantsDialog
        ids={pickAll?.ids ?? null}
        actions={actions}
        onClose={() => setPickAll(null)}
        onDone={pickAll?.onDone}
      />
      <BulkTrackingDialog
        ids={tracking?.ids ?? null}
        actions={actions}
        onClose={() => setTracking(null)}
        onDone={tracking?.onDone}
      />
    </>
  );
}
