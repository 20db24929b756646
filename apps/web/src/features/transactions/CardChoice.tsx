import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SavedCard } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { AddCardModal } from './AddCardModal';
import { transactionKeys, transactionsApi, useRefreshSavedCards } from './api';

type CardChoiceProps = {
  /** The chosen card's payment method id; '' when none is chosen. */
  value: string;
  onChange: (paymentMethodId: string) => void;
  error?: string;
};

const twoDigits = (value: number) => String(value % 100).padStart(2, '0');
const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * The card of a card deposit: one of the seller's saved cards (GET seller/payment-methods), or a
 * new one added with Stripe.js, which is then chosen.
 */
export function CardChoice({ value, onChange, error }: CardChoiceProps) {
  const { t } = useTranslation();
  const refreshSavedCards = useRefreshSavedCards();
  const [isAdding, setAdding] = useState(false);
  const cards = useQuery({
    queryKey: transactionKeys.savedCards,
    queryFn: ({ signal }) => transactionsApi.savedCards(signal),
  });
  const label = (card: SavedCard) =>
    t('transactions.deposit.savedCard.option', {
      brand: brandName(card.brand),
      last4: card.last4,
      month: twoDigits(card.expMonth),
      year: twoDigits(card.expYear),
    });
  const added = async (paymentMethodId: string) => {
    setAdding(false);
    await refreshSavedCards();
    onChange(paymentMethodId);
    notifications.show({ color: 'teal', message: t('transactions.deposit.savedCard.added') });
  };
  const isEmpty = cards.data?.length === 0;

  return (
    <Stack gap="xs" data-testid="deposit-card-choice">
      {cards.isError && <ApiErrorAlert error={cards.error} />}
      {isEmpty ? (
        <Alert color="blue" data-testid="deposit-no-cards">
          {t('transactions.deposit.savedCard.none')}
        </Alert>
      ) : (
        <Select
          label={t('transactions.deposit.card')}
          description={t('transactions.deposit.cardHint')}
          data={(cards.data ?? []).map((card) => ({ value: card.id, label: label(card) }))}
          value={value || null}
          onChange={(chosen) => onChange(chosen ?? '')}
          disabled={!cards.data}
          allowDeselect={false}
          required
          error={error}
          data-testid="deposit-card"
        />
      )}
      {isEmpty && error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      <Group>
        <Button
          variant={isEmpty ? 'filled' : 'light'}
          size="xs"
          onClick={() => setAdding(true)}
          data-testid="deposit-add-card"
        >
          {t('transactions.deposit.savedCard.add')}
        </Button>
      </Group>
      <AddCardModal
        opened={isAdding}
        onClose={() => setAdding(false)}
        onAdded={(id) => void added(id)}
      />
    </Stack>
  );
}
