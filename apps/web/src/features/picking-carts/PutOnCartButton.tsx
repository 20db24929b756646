import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refusalMessage } from '../scan/api';
import { cartApi, useCartMutation } from './api';

/**
 * The to-pick list's "put on a cart" (issue 32): the chosen items' orders go on a new cart, a bin
 * each, and the picker goes to it.
 */
export function PutOnCartButton({ selected }: { selected: readonly string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCartMutation({
    mutationFn: () => cartApi.create({ orderItemIds: [...selected] }),
    onSuccess: (cart) => void navigate(`/p/picking-cart/${cart.id}`),
    onError: (error) => {
      const message = refusalMessage(error, t('errors.connection'));
      if (message !== null) notifications.show({ color: 'red', message });
    },
  });
  return (
    <Button
      size="xs"
      variant="light"
      disabled={selected.length === 0}
      loading={create.isPending}
      onClick={() => create.mutate()}
      data-testid="put-on-cart"
    >
      {t('carts.toPick.putOnCart')}
    </Button>
  );
}
