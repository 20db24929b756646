import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { CART_MAX_BINS } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { Section } from '../../ui/Section';
import { cartApi, cartKeys, useCartMutation } from './api';

/** A floor cart is commonly eight bins: a sensible first batch. */
const DEFAULT_BATCH = 8;

/**
 * Cart picking (/p/picking-carts, issue 32): start a cart with the next orders by age (the to-pick
 * list puts chosen items' orders on one too), and the printer's open carts to continue.
 */
export default function CartsPage() {
  const { t, i18n } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const [next, setNext] = useState<number>(DEFAULT_BATCH);
  const carts = useQuery({
    queryKey: cartKeys.open,
    queryFn: ({ signal }) => cartApi.open(signal),
  });
  const start = useCartMutation({
    mutationFn: () => cartApi.create({ next }),
    onSuccess: (cart) => void navigate(`/p/picking-cart/${cart.id}`),
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <PageHeader title={title} />
      <Stack gap="md">
        <Section title={t('carts.start.title')} testId="cart-start">
          <Group align="flex-end" wrap="wrap">
            <NumberInput
              label={t('carts.start.next')}
              description={t('carts.start.nextHint', { max: CART_MAX_BINS })}
              min={1}
              max={CART_MAX_BINS}
              value={next}
              onChange={(value) => setNext(typeof value === 'number' ? value : DEFAULT_BATCH)}
              w={{ base: '100%', sm: 320 }}
              data-testid="cart-next"
            />
            <Button
              onClick={() => start.mutate()}
              loading={start.isPending}
              data-testid="cart-start-submit"
            >
              {t('carts.start.submit')}
            </Button>
          </Group>
          {start.error && <ApiErrorAlert error={start.error} />}
        </Section>
        <Section title={t('carts.open.title')} testId="cart-open">
          {carts.error && <ApiErrorAlert error={carts.error} />}
          {carts.data?.length === 0 && <Text c="dimmed">{t('carts.open.empty')}</Text>}
          {carts.data?.map((cart) => (
            <Paper key={cart.id} withBorder radius="sm" p="sm" data-testid="cart-row">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Text fw={600}>{when.format(new Date(cart.createdAt))}</Text>
                  <Text size="sm" c="dimmed">
                    {t('carts.open.bins', { number: cart.bins })} ·{' '}
                    {t('carts.open.progress', { picked: cart.picked, units: cart.units })}
                  </Text>
                </Stack>
                <Button component={Link} to={`/p/picking-cart/${cart.id}`} variant="light">
                  {t('carts.open.resume')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Section>
      </Stack>
    </>
  );
}
