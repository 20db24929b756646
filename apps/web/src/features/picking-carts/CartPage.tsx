import { Alert, Button, Grid, Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { detailGate } from '../../ui/detailGate';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { Section } from '../../ui/Section';
import { beep } from '../scan/beep';
import { refusalMessage } from '../scan/api';
import { SlipScanInput } from '../scan/SlipScanInput';
import { useKeepFocus } from '../scan/useKeepFocus';
import { timezoneOffset } from '../staff/api';
import { requestStaffScan, staffStore } from '../staff/staffSession';
import { cartApi, cartKeys, useCartMutation } from './api';
import { CartAnswer, type CartScan } from './CartAnswer';
import { CartBins } from './CartBins';
import { CartWalk } from './CartWalk';

/**
 * One cart (/p/picking-cart/:id, issue 32): the picker walks the aisles in the walk's order and
 * scans each unit (a keyboard-wedge scanner at a station, or the hand-held's camera); the answer
 * is the bin it goes into, large, and the bins show what is in them. Scanning picks the unit as
 * the checked-in staff member. Closing sends what was not picked back to the to-pick list.
 */
export default function CartPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const id = useParams().id!;
  const [value, setValue] = useState('');
  const [last, setLast] = useState<CartScan | null>(null);
  const [isClosing, setClosing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const refocus = useKeepFocus(input);
  const cart = useQuery({
    queryKey: cartKeys.one(id),
    queryFn: ({ signal }) => cartApi.one(id, signal),
  });
  const scan = useCartMutation({
    mutationFn: (code: string) => {
      const staffId = staffStore.get().staffId!;
      return cartApi.scan(id, { code, staffId, timezoneOffset: timezoneOffset() });
    },
    onSuccess: (answer) => {
      beep();
      setLast({ kind: 'done', data: answer.data });
    },
    onError: (error) => {
      const message = refusalMessage(error, t('errors.connection'));
      if (message !== null) setLast({ kind: 'refused', message });
    },
    onSettled: () => refocus(),
  });
  const close = useCartMutation({
    mutationFn: () => cartApi.close(id),
    onSuccess: () => setClosing(false),
  });

  const gate = detailGate(id, cart);
  if (gate) return gate;
  const record = cart.data!;
  const isOpen = record.status === 'OPEN';

  const onScan = (raw: string) => {
    const scanned = raw.trim();
    setValue('');
    if (scanned === '') return;
    if (!staffStore.get().staffId) {
      setLast({ kind: 'refused', message: t('scan.result.noStaff') });
      requestStaffScan();
      return;
    }
    scan.mutate(scanned);
  };

  return (
    <>
      <PageHeader
        title={title}
        actions={
          isOpen && (
            <Button
              color="red"
              variant="light"
              onClick={() => setClosing(true)}
              data-testid="cart-close"
            >
              {t('carts.close.button')}
            </Button>
          )
        }
      />
      <Stack gap="md">
        {!isOpen && (
          <Alert color="gray" data-testid="cart-closed">
            {t('carts.close.closed')}
          </Alert>
        )}
        <Grid gap="md">
          {isOpen && (
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <Paper withBorder radius="md" p="lg">
                  <Stack gap="md">
                    <SlipScanInput
                      inputRef={input}
                      label={t('carts.scan.label')}
                      placeholder={t('carts.scan.placeholder')}
                      submitLabel={t('carts.scan.submit')}
                      value={value}
                      onValue={setValue}
                      onScan={onScan}
                      isPending={scan.isPending}
                      testId="cart-scan"
                    />
                  </Stack>
                </Paper>
                <CartAnswer last={last} />
              </Stack>
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, md: isOpen ? 7 : 12 }}>
            <Section title={t('carts.bins.title')} testId="cart-bins">
              <CartBins
                bins={record.binList}
                lastBin={last?.kind === 'done' ? last.data.bin : null}
              />
            </Section>
          </Grid.Col>
        </Grid>
        <Section title={t('carts.walk.title')} testId="cart-walk">
          <CartWalk walk={record.walk} />
        </Section>
      </Stack>
      <ConfirmDialog
        opened={isClosing}
        title={t('carts.close.title')}
        message={
          <Stack gap="xs">
            {t('carts.close.message')}
            {close.error && <ApiErrorAlert error={close.error} />}
          </Stack>
        }
        confirmLabel={t('carts.close.button')}
        isDanger
        isPending={close.isPending}
        onConfirm={() => close.mutate()}
        onClose={() => setClosing(false)}
        testId="cart-close-dialog"
      />
    </>
  );
}
