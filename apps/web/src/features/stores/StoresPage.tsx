import { Text } from '@mantine/core';
import { IconPlugConnected, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { DataList } from '../../ui/data-list/DataList';
import type { ListConfig } from '../../ui/data-list/types';
import { PageHeader } from '../../ui/PageHeader';
import { ConnectStoreModal } from './ConnectStoreModal';
import { storeColumns, STORES_CONFIG } from './listConfig';
import { useStoreActions } from './useStoreActions';
import { CreateButton } from '../../ui/ListPage';

/** /s/stores: the seller's connected shops, their last sync and what waits for the seller. */
export default function StoresPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const [isConnecting, setConnecting] = useState(false);
  const actions = useStoreActions();
  const columns = useMemo(() => storeColumns(t), [t]);
  const { askDisconnect, startReconnect, syncNow } = actions;

  const config = useMemo<ListConfig<'external-store'>>(
    () => ({
      ...STORES_CONFIG,
      rowActions: [
        {
          key: 'sync',
          label: t('stores.actions.sync'),
          icon: <IconRefresh size={14} />,
          isShown: (row) => row.status === 'CONNECTED',
          isMultipleClicksAllowed: true,
          run: (row) => syncNow(row),
        },
        {
          key: 'reconnect',
          label: t('stores.actions.reconnect'),
          icon: <IconPlugConnected size={14} />,
          // A connected store whose pull fails may need its access granted again.
          isShown: (row) => row.status === 'DISCONNECTED' || row.lastSyncError !== null,
          isMultipleClicksAllowed: true,
          run: (row) => startReconnect(row),
        },
        {
          key: 'disconnect',
          label: t('stores.actions.disconnect'),
          icon: <IconPlugConnectedX size={14} />,
          isShown: (row) => row.status === 'CONNECTED',
          isMultipleClicksAllowed: true,
          run: (row) => askDisconnect(row),
        },
      ],
    }),
    [t, askDisconnect, startReconnect, syncNow],
  );

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <CreateButton
            onClick={() => setConnecting(true)}
            label={t('stores.actions.connect')}
            testId="store-connect"
          />
        }
      />
      <Text size="sm" c="dimmed" mb="md">
        {t('stores.intro')}
      </Text>
      <DataList config={config} columns={columns} />
      <ConnectStoreModal
        opened={isConnecting}
        onClose={() => setConnecting(false)}
        onConnected={(store) => {
          setConnecting(false);
          void navigate(`/s/store/${store.id}`);
        }}
      />
      {actions.dialogs}
    </>
  );
}
