import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Product } from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { productsApi, useProductMutation } from './api';

/** An admin activates or inactivates a seller's product, after confirming. */
export function ProductStatusButton({ product }: { product: Product }) {
  const { t } = useTranslation();
  const next = product.status === 'ACTIVATED' ? 'INACTIVATED' : 'ACTIVATED';
  const verb = next === 'ACTIVATED' ? 'activate' : 'inactivate';
  const change = useProductMutation({
    mutationFn: () => productsApi.setStatus(product.id, next),
    onSuccess: () => notifications.show({ color: 'teal', message: t('products.statusChanged') }),
  });
  const confirm = useConfirmedAction({
    title: t(`products.${verb}`),
    message: t(`products.${verb}Text`, { title: product.title }),
    confirmLabel: t(`products.${verb}`),
    isDanger: next === 'INACTIVATED',
    run: () => change.mutateAsync(),
  });
  return (
    <>
      <Button
        variant="light"
        color={next === 'ACTIVATED' ? 'teal' : 'orange'}
        onClick={() => confirm.ask(product)}
        data-testid="product-status"
      >
        {t(`products.${verb}`)}
      </Button>
      {confirm.dialog}
    </>
  );
}
