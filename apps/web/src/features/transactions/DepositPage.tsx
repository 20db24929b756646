import {
  Alert,
  Button,
  Center,
  FileInput,
  Group,
  Loader,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  MAX_DEPOSIT_CENTS,
  TRANSACTION_DESCRIPTION_MAX_LENGTH,
  type DepositInfo,
  type DepositMethod,
  type Transaction,
} from '@platfox/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { MoneyInput } from '../../ui/MoneyInput';
import { PageHeader } from '../../ui/PageHeader';
import { ApiErrorAlert, useApiErrorText } from '../../ui/ApiErrorAlert';
import {
  transactionKeys,
  transactionsApi,
  useRefreshDepositInfo,
  useRefreshTransactions,
} from './api';
import { useLiveRefresh } from '../../platform/live/useLiveRefresh';
import { useAttemptKey } from './attemptKey';
import { CardChoice } from './CardChoice';
import { depositStateOf, useDepositBroadcast } from './depositBroadcast';
import { DepositProcessingModal } from './DepositProcessingModal';
import { depositErrors, EMPTY_DEPOSIT, type DepositErrors, type DepositForm } from './depositForm';
import { usePaypalReturn } from './usePaypalReturn';
import { VerifyDepositModal } from './VerifyDepositModal';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { SubmitRow } from '../../ui/form/SubmitRow';

const METHODS: readonly DepositMethod[] = ['BANKING', 'CREDIT_CARD', 'PAYPAL'];
/** Where the seller lands once a deposit is done (the "configured page" of spec 01 2.8). */
const AFTER_DEPOSIT = '/s/transaction/deposits';

/**
 * /s/transaction/create: deposit money by the methods the server says the seller may use now.
 * Bank transfer waits for an admin; a saved card is authorised and then verified with the code on
 * the statement; PayPal sends the seller out and back here, where the payment is captured.
 */
export default function DepositPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const info = useQuery({
    queryKey: transactionKeys.depositInfo,
    queryFn: ({ signal }) => transactionsApi.depositInfo(signal),
  });
  // An admin changed the deposit methods: the seller's choice is read again.
  const refreshDepositInfo = useRefreshDepositInfo();
  useLiveRefresh({ payment_method: () => true }, [transactionKeys.depositInfo]);
  const refreshLedger = useRefreshTransactions();
  const [holding, setHolding] = useState<Pick<Transaction, 'id' | 'amount'> | null>(null);
  const [isBanned, setBanned] = useState(params.get('banned') === '1');
  const finished = (transaction: Transaction) => {
    void refreshLedger();
    // A bank transfer waits for an admin: saying "received" would promise money not yet there.
    const isPending = transaction.status === 'PENDING';
    notifications.show({
      color: isPending ? 'blue' : 'teal',
      message: t(isPending ? 'transactions.deposit.submitted' : 'transactions.deposit.done', {
        amount: formatMoney(transaction.amount),
      }),
    });
  };
  const paypal = usePaypalReturn(finished);
  const paypalError = useApiErrorText(paypal.capture.error);
  // The seller's other tabs show the capture while it runs (platform/broadcast).
  useDepositBroadcast(paypal.isReturn ? depositStateOf(paypal.capture) : null);

  if (!info.data) {
    return (
      <Center mih={240}>
        {info.isError ? (
          <ApiErrorAlert error={info.error} />
        ) : (
          <Loader size="sm" aria-label={t('app.loading')} />
        )}
      </Center>
    );
  }
  const banned = isBanned || info.data.verifyRemainingAttemptNumber <= 0;
  const held = info.data.holdingTransaction;
  return (
    <Stack gap="md">
      <PageHeader title={title} back={{ to: AFTER_DEPOSIT, label: t('title.deposits') }} />
      {banned && (
        <Alert color="red" data-testid="deposit-banned">
          {t('transactions.verify.banned')}
        </Alert>
      )}
      {paypal.isCanceled && (
        <Alert color="yellow" data-testid="paypal-canceled">
          {t('transactions.deposit.paypalCanceled')}
        </Alert>
      )}
      {held && (
        <Alert color="orange" data-testid="deposit-held">
          <Group justify="space-between">
            <Text size="sm">
              {t('transactions.deposit.held', { amount: formatMoney(held.amount) })}
            </Text>
            <Button size="xs" onClick={() => setHolding(held)} data-testid="deposit-held-verify">
              {t('transactions.verify.open')}
            </Button>
          </Group>
        </Alert>
      )}
      <DepositFormPanel
        info={info.data}
        onHolding={setHolding}
        onDone={(transaction) => {
          finished(transaction);
          navigate(`/s/transaction/deposit/${transaction.id}`);
        }}
      />
      <DepositProcessingModal
        opened={paypal.isReturn}
        isDone={paypal.capture.isSuccess}
        error={paypalError}
        onRefresh={paypal.retry}
        onClose={() => navigate(AFTER_DEPOSIT)}
      />
      <VerifyDepositModal
        deposit={holding}
        onClose={() => setHolding(null)}
        onVerified={(transaction) => {
          setHolding(null);
          finished(transaction);
          navigate(AFTER_DEPOSIT);
        }}
        onBanned={() => {
          setHolding(null);
          setBanned(true);
          void refreshDepositInfo();
        }}
      />
    </Stack>
  );
}

type DepositFormPanelProps = {
  info: DepositInfo;
  onHolding: (deposit: Pick<Transaction, 'id' | 'amount'>) => void;
  onDone: (transaction: Transaction) => void;
};

function DepositFormPanel({ info, onHolding, onDone }: DepositFormPanelProps) {
  const { t } = useTranslation();
  const enabled = METHODS.filter((method) => info.methods[method]);
  const [form, setForm] = useState<DepositForm>({ ...EMPTY_DEPOSIT, method: enabled[0] ?? null });
  const [shown, setShown] = useState<DepositErrors>({});
  const attempt = useAttemptKey();
  // The proof is uploaded once per chosen file, so a retried deposit does not upload it again.
  const [proof, setProof] = useState<{ file: File; id: string } | null>(null);
  const set = <K extends keyof DepositForm>(key: K, value: DepositForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = useMutation({
    mutationFn: async (): Promise<{ kind: 'done' | 'redirect'; transaction?: Transaction }> => {
      const amount = form.amount ?? 0;
      if (form.method === 'PAYPAL') {
        const started = await transactionsApi.startPaypal(
          amount,
          attempt.keyFor({ method: 'PAYPAL', amount }),
        );
        window.location.assign(started.approvalUrl);
        return { kind: 'redirect' };
      }
      if (form.method === 'CREDIT_CARD') {
        const body = { amount, paymentMethodId: form.paymentMethodId.trim() };
        const transaction = await transactionsApi.depositByCard(body, attempt.keyFor(body));
        return { kind: 'done', transaction };
      }
      const file = form.proof as File;
      const proofFileId =
        proof?.file === file ? proof.id : (await transactionsApi.uploadProof(file)).id;
      setProof({ file, id: proofFileId });
      const body = { amount, proofFileId, description: form.description.trim() };
      const transaction = await transactionsApi.depositByBank(body, attempt.keyFor(body));
      return { kind: 'done', transaction };
    },
    onSuccess: ({ transaction }) => {
      if (!transaction) return;
      attempt.finish();
      if (transaction.status === 'HOLDING') onHolding(transaction);
      else onDone(transaction);
    },
  });

  // A PayPal start only leaves for PayPal; its capture, back here, is what is processed.
  useDepositBroadcast(form.method === 'PAYPAL' ? null : depositStateOf(submit));

  if (enabled.length === 0) {
    return (
      <Alert color="yellow" data-testid="deposit-no-methods">
        {t('transactions.deposit.noMethods')}
      </Alert>
    );
  }
  const onSubmit = () => {
    const errors = depositErrors(form, t);
    setShown(errors);
    if (Object.keys(errors).length === 0) submit.mutate();
  };
  return (
    <Paper withBorder radius="md" p="md" maw={560}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md" data-testid="deposit-form">
          <Radio.Group
            label={t('transactions.deposit.method')}
            value={form.method}
            onChange={(value) => set('method', value as DepositMethod)}
            error={shown.method}
          >
            <Group mt="xs">
              {enabled.map((method) => (
                <Radio
                  key={method}
                  value={method}
                  label={t(`transactions.paymentMethod.${method}`)}
                  data-testid={`deposit-method-${method}`}
                />
              ))}
            </Group>
          </Radio.Group>
          <MoneyInput
            label={t('transactions.fields.amount')}
            description={t('transactions.deposit.amountHint', {
              max: formatMoney(MAX_DEPOSIT_CENTS),
            })}
            value={form.amount}
            onChange={(cents) => set('amount', cents)}
            max={MAX_DEPOSIT_CENTS / 100}
            required
            error={shown.amount}
            data-testid="deposit-amount"
          />
          {form.method === 'BANKING' && (
            <>
              <FileInput
                label={t('transactions.deposit.proof')}
                accept="image/png,image/jpeg"
                value={form.proof}
                onChange={(file) => set('proof', file)}
                clearable
                required
                error={shown.proof}
                data-testid="deposit-proof"
              />
              <Textarea
                label={t('transactions.fields.description')}
                description={t('transactions.deposit.descriptionHint')}
                value={form.description}
                maxLength={TRANSACTION_DESCRIPTION_MAX_LENGTH}
                onChange={(event) => set('description', event.currentTarget.value)}
                required
                error={shown.description}
                data-testid="deposit-description"
              />
            </>
          )}
          {form.method === 'CREDIT_CARD' && (
            <CardChoice
              value={form.paymentMethodId}
              onChange={(id) => set('paymentMethodId', id)}
              error={shown.paymentMethodId}
            />
          )}
          {form.method === 'PAYPAL' && (
            <Text size="sm" c="dimmed">
              {t('transactions.deposit.paypalHint')}
            </Text>
          )}
          <ApiErrorAlert error={submit.error} />
          <SubmitRow isPending={submit.isPending} testId="deposit-submit">
            {form.method === 'PAYPAL'
              ? t('transactions.deposit.toPaypal')
              : t('transactions.deposit.submit')}
          </SubmitRow>
        </Stack>
      </form>
    </Paper>
  );
}
