import { Affix, Alert, Group, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROCESS_BROADCAST_MS } from '../../platform/broadcast';
import { otherTabDepositStore } from '../../platform/broadcast/sync';
import { useStore } from '../../platform/store';
import { useRefreshTransactions } from './api';

/**
 * Three missed broadcasts: the tab processing the deposit was closed or went to sleep, so this one
 * stops saying it is processing.
 */
const SILENCE_MS = 3 * PROCESS_BROADCAST_MS;

/**
 * A deposit being processed in another tab of the same seller (spec 01 section 7, the tab
 * channel's processing-deposit message): a notice while it runs, and when it ends a toast and a
 * fresh ledger here too (the balance, the transaction lists), so no tab shows the old figures.
 */
export function DepositInOtherTab() {
  const { t } = useTranslation();
  const latest = useStore(otherTabDepositStore);
  const refreshLedger = useRefreshTransactions();
  const [now, setNow] = useState(() => Date.now());
  const isProcessing = latest?.state === 'processing' && now - latest.at < SILENCE_MS;

  // While a deposit runs elsewhere, the notice checks each second whether word still comes.
  useEffect(() => {
    if (latest?.state !== 'processing') return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), PROCESS_BROADCAST_MS);
    return () => clearInterval(timer);
  }, [latest]);

  useEffect(() => {
    if (!latest || latest.state === 'processing') return;
    void refreshLedger();
    notifications.show({
      color: latest.state === 'done' ? 'teal' : 'red',
      message: t(
        latest.state === 'done' ? 'transactions.otherTab.done' : 'transactions.otherTab.failed',
      ),
    });
    otherTabDepositStore.set(null);
  }, [latest, refreshLedger, t]);

  if (!isProcessing) return null;
  return (
    // Beneath modals and the top bar's dropdowns; at the bottom, where it hides nothing at work.
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={150}>
      <Alert
        color="blue"
        maw={440}
        mx="auto"
        style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        data-testid="deposit-other-tab"
      >
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" />
          <Text size="sm">{t('transactions.otherTab.processing')}</Text>
        </Group>
      </Alert>
    </Affix>
  );
}
