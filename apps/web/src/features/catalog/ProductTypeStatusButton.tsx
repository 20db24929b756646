import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ProductType } from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { catalogApi, useCatalogMutation } from './api';

/**
 * Activates or inactivates a product type after a confirmation. Activation needs a blank apparel:
 * the server refuses it and its message stays in the dialog.
 */
export function ProductTypeStatusButton({ productType }: { productType: ProductType }) {
  const { t } = useTranslation();
  const next = productType.status === 'ACTIVATED' ? 'INACTIVATED' : 'ACTIVATED';
  const verb = next === 'ACTIVATED' ? 'activate' : 'inactivate';
  const change = useCatalogMutation({
    mutationFn: () => catalogApi.setProductTypeStatus(productType.id, next),
    onSuccess: () =>
      notifications.show({ color: 'teal', message: t('catalog.productTypes.statusChanged') }),
  });
  const confirm = useConfirmedAction({
    title: t(`catalog.productTypes.${verb}`),
    message: t(`catalog.productTypes.${verb}Text`, { name: productType.name }),
    confirmLabel: t(`catalog.productTypes.${verb}`),
    isDanger: next === 'INACTIVATED',
    testId: 'product-type-status-confirm',
    errorTestId: 'product-type-status-error',
    run: () => change.mutateAsync(),
  });
  return (
    <>
      <Button
        variant="light"
        color={next === 'ACTIVATED' ? 'teal' : 'orange'}
        onClick={() => confirm.ask(productType)}
        data-testid="product-type-status"
      >
        {t(`catalog.productTypes.${verb}`)}
      </Button>
      {confirm.dialog}
    </>
  );
}
