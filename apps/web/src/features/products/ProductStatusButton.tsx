import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Product } from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { productsApi, useProductMutation } from './api';

/** An admin activates or inactivates a seller's product, after confirming. */
export function ProductStatusButton({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [isAsking, setAsking] = useState(false);
  const next = product.status === 'ACTIVATED' ? 'INACTIVATED' : 'ACTIVATED';
  const verb = next === 'ACTIVATED' ? 'activate' : 'inactivate';
  const change = useProductMutation({
    mutationFn: () => productsApi.setStatus(product.id, next),
    onSuccess: async () => {
      setAsking(false);
      notifications.show({ color: 'teal', message: t('products.statusChanged') });
    },
  });
  return (
    <>
      <Button
        variant="light"
        color={next === 'ACTIVATED' ? 'teal' : 'orange'}
        onClick={() => {
          change.reset();
          setAsking(true);
        }}
        data-testid="product-status"
      >
        {t(`products.${verb}`)}
      </Button>
      <ConfirmDialog
        opened={isAsking}
        title={t(`products.${verb}`)}
        message={t(`products.${verb}Text`, { title: product.title })}
        confirmLabel={t(`products.${verb}`)}
        isDanger={next === 'INACTIVATED'}
        isPending={change.isPending}
        onConfirm={() => change.mutate()}
        onClose={() => setAsking(false)}
      >
        <ApiErrorAlert error={change.error} />
      </ConfirmDialog>
    </>
  );
}
