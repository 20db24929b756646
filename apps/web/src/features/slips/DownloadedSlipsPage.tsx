import { IconPrinter } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { DataList } from '../../ui/data-list/DataList';
import type { ListConfig } from '../../ui/data-list/types';
import { PageHeader } from '../../ui/PageHeader';
import { DOWNLOADED_SLIPS_MODEL } from './api';
import { downloadedSlipColumns } from './listConfig';
import { printerOrderPath } from '../production/listConfig';

/**
 * /p/downloaded-packing-slip: the printer's items whose slips were downloaded, the latest first.
 * A row opens the item; "Print again" opens its slips, which records a reprint.
 */
export default function DownloadedSlipsPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const columns = useMemo(() => downloadedSlipColumns(t), [t]);
  const config = useMemo<ListConfig<'printer-downloaded-packing-slip'>>(
    () => ({
      id: 'printer-downloaded-packing-slips',
      empty: { message: 'downloadedSlips' },
      model: DOWNLOADED_SLIPS_MODEL,
      defaultSort: { field: 'packingSlipPrintedAt', direction: 'desc' },
      detailPath: printerOrderPath,
      rowActions: [
        {
          key: 'printAgain',
          label: t('slips.list.printAgain'),
          icon: <IconPrinter size={14} />,
          isMultipleClicksAllowed: true,
          isSpamGuarded: false,
          run: (row) => navigate(`/p/packing-slip/${row.id}`),
        },
      ],
    }),
    [t, navigate],
  );
  return (
    <>
      <PageHeader title={title} />
      <DataList config={config} columns={columns} />
    </>
  );
}
