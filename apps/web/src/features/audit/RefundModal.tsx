import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { MoneyInput } from '../../ui/MoneyInput';
import { useAttemptKey } from '../transactions/attemptKey';
import { auditApi } from './api';

/**
 * The admin's refund of an item (order-items/{id}/refund-order-item): an amount and a reason, asked
 * again before the money moves. The attempt's key makes a retry answer the first refund.
 */
export function RefundModal({
  itemId,
  total,
  opened,
  onClose,
  run,
}: {
  itemId: string;
  total: number;
  opened: boolean;
  onClose: () => void;
  run: (key: string, action: () => Promise<unknown>) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number | null>(total);
  const [description, setDescription] = useState('');
  const [isAsking, setAsking] = useState(false);
  const [done, setDone] = useState<{ transactionId: string; amount: number; left: number } | null>(
    null,
  );
  const { keyFor, finish } = useAttemptKey();
  const body = { amount: amount ?? 0, description: description.trim() };
  const submit = async () => {
    await run('refund', async () => {
      const answer = await auditApi.refund(itemId, body, keyFor({ itemId, ...body }));
      finish();
      setDone(answer);
      return answer;
    });
    setAsking(false);
  };
  const close = () => {
    setDone(null);
    setAsking(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('audit.refund.title')} centered>
      {done ? (
        <Stack data-testid="refund-done">
          <Text size="sm">
            {t('audit.refund.done', {
              amount: formatMoney(done.amount),
              left: formatMoney(done.left),
            })}
          </Text>
          <Text size="sm">
            {t('audit.refund.transaction')}:{' '}
            <bdi dir="ltr" data-testid="refund-transaction">
              {done.transactionId}
            </bdi>
          </Text>
          <Button onClick={close}>{t('audit.actions.done')}</Button>
        </Stack>
      ) : (
        <Stack>
          <MoneyInput
            label={t('audit.refund.amount')}
            value={amount}
            onChange={setAmount}
            data-testid="refund-amount"
          />
          <Textarea
            label={t('audit.refund.description')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            data-testid="refund-description"
          />
          {isAsking ? (
            <Group justify="flex-end" data-testid="refund-confirm">
              <Text size="sm">
                {t('audit.actions.confirmRefund', { amount: formatMoney(body.amount) })}
              </Text>
              <Button variant="default" onClick={() => setAsking(false)}>
                {t('audit.actions.keep')}
              </Button>
              <Button color="red" onClick={() => void submit()} data-testid="refund-confirm-yes">
                {t('audit.refund.submit')}
              </Button>
            </Group>
          ) : (
            <Group justify="flex-end">
              <Button
                color="red"
                disabled={!amount || body.description === ''}
                onClick={() => setAsking(true)}
                data-testid="refund-submit"
              >
                {t('audit.refund.submit')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
