import { Alert, Box, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { transactionsApi } from './api';
import { loadStripe, type StripeCardElement, type StripeClient } from './stripeJs';

type AddCardModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The saved card's payment method id. */
  onAdded: (paymentMethodId: string) => void;
};

type Ready = { stripe: StripeClient; card: StripeCardElement; clientSecret: string };

/**
 * Saves a card for deposits: the server opens a SetupIntent for the seller's Stripe customer, the
 * card field is Stripe's own Element, and Stripe.js confirms the setup, which attaches the card
 * to the customer. Stripe's message is shown when it refuses the card.
 */
export function AddCardModal({ opened, onClose, onAdded }: AddCardModalProps) {
  const { t } = useTranslation();
  // A callback ref: the modal's content mounts in a portal after the first render.
  const [target, setTarget] = useState<HTMLDivElement | null>(null);
  const [ready, setReady] = useState<Ready | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened || !target) return;
    let card: StripeCardElement | null = null;
    let isCurrent = true;
    void (async () => {
      try {
        // One SetupIntent per opening of the modal.
        const setup = await transactionsApi.cardSetup(crypto.randomUUID());
        const stripe = await loadStripe(setup.publishableKey);
        if (!isCurrent) return;
        card = stripe.elements().create('card');
        card.mount(target);
        setReady({ stripe, card, clientSecret: setup.clientSecret });
      } catch (error) {
        if (isCurrent) setLoadError(error);
      }
    })();
    return () => {
      isCurrent = false;
      card?.destroy();
      setReady(null);
      setLoadError(null);
      setRefusal(null);
    };
  }, [opened, target]);

  const save = async () => {
    if (!ready) return;
    setSaving(true);
    setRefusal(null);
    try {
      const result = await ready.stripe.confirmCardSetup(ready.clientSecret, {
        payment_method: { card: ready.card },
      });
      const method = result.setupIntent?.payment_method;
      const id = typeof method === 'string' ? method : method?.id;
      if (result.error || !id) {
        setRefusal(result.error?.message ?? t('transactions.deposit.savedCard.failed'));
        return;
      }
      onAdded(id);
    } catch {
      setRefusal(t('transactions.deposit.savedCard.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('transactions.deposit.savedCard.add')}
      centered
    >
      <Stack gap="md" data-testid="add-card-modal">
        <Text size="sm" c="dimmed">
          {t('transactions.deposit.savedCard.secure')}
        </Text>
        {!ready && !loadError && <Loader size="sm" aria-label={t('app.loading')} />}
        <Box ref={setTarget} p="sm" bd="1px solid var(--mantine-color-default-border)" />
        <ApiErrorAlert error={loadError} />
        {refusal && (
          <Alert color="red" data-testid="add-card-error">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('accounts.common.cancel')}
          </Button>
          <Button
            onClick={() => void save()}
            loading={isSaving}
            disabled={!ready}
            data-testid="add-card-save"
          >
            {t('transactions.deposit.savedCard.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
