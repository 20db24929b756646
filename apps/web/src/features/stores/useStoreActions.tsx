import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ExternalStoreType } from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isCancelledRequest } from '../../platform/api';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { storesApi, useRefreshStores } from './api';
import { browser } from './leave';
import { WooKeyFields } from './WooKeyFields';

/** When a queued sync's outcome is read again after "Sync now". */
const SYNC_REREAD_MS = [5_000, 20_000];

/** What the actions need of a store: a list row and the store's own read both have it. */
export type StoreRef = { id: string; name: string; type: ExternalStoreType };

/**
 * Disconnect (asked first: orders stop arriving), reconnect (OAuth goes through the shop again,
 * keys are checked again or replaced) and sync now, for the list and the store's page alike.
 */
export function useStoreActions() {
  const { t } = useTranslation();
  const [reconnecting, setReconnecting] = useState<StoreRef | null>(null);
  const [keys, setKeys] = useState({ consumerKey: '', consumerSecret: '' });

  // A row's action has no form to hold its refusal: it says it in a notice.
  const tell = (error: unknown) => {
    if (isCancelledRequest(error)) return;
    const message =
      isApiError(error) && error.message ? error.message : t('accounts.common.failed');
    notifications.show({ color: 'red', message });
  };

  const refresh = useRefreshStores();

  const disconnect = useConfirmedAction({
    title: t('stores.disconnect.title'),
    message: (store: StoreRef) => t('stores.disconnect.question', { name: store.name }),
    confirmLabel: t('stores.actions.disconnect'),
    isDanger: true,
    testId: 'store-disconnect-dialog',
    run: async (store: StoreRef) => {
      const gone = await storesApi.disconnect(store.id);
      notifications.show({
        color: 'teal',
        message: t('stores.actions.disconnected', { name: gone.name }),
      });
      refresh();
    },
  });
  const reconnect = useMutation({
    mutationFn: async (input: { store: StoreRef; keys?: typeof keys }) => {
      const given = input.keys?.consumerKey.trim() || input.keys?.consumerSecret.trim();
      return storesApi.reconnect(input.store.id, given ? input.keys : {});
    },
    onSuccess: (answer) => {
      if (answer.kind === 'oauth') {
        browser.goTo(answer.authorizeUrl);
        return;
      }
      setReconnecting(null);
      notifications.show({
        color: 'teal',
        message: t('stores.actions.reconnected', { name: answer.store.name }),
      });
      refresh();
    },
    // The keys dialog shows its own refusal; a store going through OAuth has no dialog.
    onError: (error, input) => {
      if (input.store.type !== 'WOOCOMMERCE') tell(error);
    },
  });
  const sync = useMutation({
    mutationFn: (store: StoreRef) => storesApi.sync(store.id),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('stores.actions.synced') });
      refresh();
      // The pull runs queued: its last sync (or error) is read again once it has had time to run.
      for (const delay of SYNC_REREAD_MS) setTimeout(refresh, delay);
    },
    onError: tell,
  });

  // Stable, so the list's row actions are not rebuilt at every render.
  const { reset: resetReconnect, mutateAsync: reconnectAsync } = reconnect;
  const { mutateAsync: syncAsync } = sync;
  const { ask: askDisconnect } = disconnect;
  /** An OAuth store goes straight to the shop; a keys store asks whether the keys changed. */
  const startReconnect = useCallback(
    async (store: StoreRef) => {
      resetReconnect();
      if (store.type === 'WOOCOMMERCE') {
        setKeys({ consumerKey: '', consumerSecret: '' });
        setReconnecting(store);
        return;
      }
      await reconnectAsync({ store }).catch(() => undefined);
    },
    [resetReconnect, reconnectAsync],
  );
  const syncNow = useCallback(
    (store: StoreRef) =>
      syncAsync(store).then(
        () => undefined,
        () => undefined,
      ),
    [syncAsync],
  );
  const submitKeys = (event: FormEvent) => {
    event.preventDefault();
    if (reconnecting) reconnect.mutate({ store: reconnecting, keys });
  };

  const dialogs = (
    <>
      {disconnect.dialog}
      <Modal
        opened={reconnecting !== null}
        onClose={() => setReconnecting(null)}
        title={t('stores.reconnect.title', { name: reconnecting?.name ?? '' })}
        centered
      >
        <form onSubmit={submitKeys} noValidate>
          <Stack gap="md" data-testid="store-reconnect-dialog">
            <Text size="sm">{t('stores.reconnect.wooText')}</Text>
            <ApiErrorAlert error={reconnect.error} />
            <WooKeyFields
              keys={keys}
              onChange={(key, value) => setKeys((current) => ({ ...current, [key]: value }))}
              testId="store-reconnect"
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setReconnecting(null)}>
                {t('accounts.common.cancel')}
              </Button>
              <Button type="submit" loading={reconnect.isPending} data-testid="store-reconnect-ok">
                {t('stores.reconnect.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );

  return {
    askDisconnect,
    startReconnect,
    syncNow,
    isSyncing: sync.isPending,
    isReconnecting: reconnect.isPending,
    dialogs,
  };
}
