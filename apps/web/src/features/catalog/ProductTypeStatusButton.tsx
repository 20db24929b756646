import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ProductType } from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { catalogApi, useCatalogMutation } from './api';

/**
 * Activates or inactivates a product type after a confirmation. Activation needs a blank apparel:
 * the server refuses it and its message stays in the dialog.
 */
export function ProductTypeStatusButton({ productType }: { productType: ProductType }) {
  const { t } = useTranslation();
  const [isAsking, setAsking] = useState(false);
  const next = productType.status === 'ACTIVATED' ? 'INACTIVATED' : 'ACTIVATED';
  const change = useCatalogMutation({
    mutationFn: () => catalogApi.setProductTypeStatus(productType.id, next),
    onSuccess: async () => {
      setAsking(false);
      notifications.show({ color: 'teal', message: t('catalog.productTypes.statusChanged') });
    },
  });
  const verb = next === 'ACTIVATED' ? 'activate' : 'inactivate';
  return (
    <>
      <Button
        variant="light"
        color={next === 'ACTIVATED' ? 'teal' : 'orange'}
        onClick={() => {
          change.reset();
          setAsking(true);
        }}
        data-testid="product-type-status"
      >
        {t(`catalog.productTypes.${verb}`)}
      </Button>
      <ConfirmDialog
        opened={isAsking}
        title={t(`catalog.productTypes.${verb}`)}
        message={t(`catalog.productTypes.${verb}Text`, { name: productType.name })}
        confirmLabel={t(`catalog.productTypes.${verb}`)}
        isDanger={next === 'INACTIVATED'}
        isPending={change.isPending}
        onConfirm={() => change.mutate()}
        onClose={() => setAsking(false)}
        testId="product-type-status-confirm"
      >
        <ApiErrorAlert error={change.error} testId="product-type-status-error" />
      </ConfirmDialog>
    </>
  );
}
