import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { PageHeader } from '../../ui/PageHeader';
import { useDetailRoute } from '../catalog/common';
import { detailGate } from '../../ui/detailGate';
import { PageLoader } from '../../ui/FullPageLoader';
import { audienceOf } from './listConfig';
import { productKeys, productsApi } from './api';
import { ProductStatusButton } from './ProductStatusButton';
import { ProductView } from './ProductView';
import { SellerProductForm } from './SellerProductForm';

const LISTS = { SELLER: '/s/products', ADMIN: '/a/products', WAREHOUSE: '/wh/products' } as const;

/**
 * /s/product/create and /s/product/:id (the seller's form), /a/product/:id (view and status) and
 * the warehouse's view of a product.
 */
export default function ProductDetailPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  const audience = audienceOf(user?.type);
  const { id, isView } = useDetailRoute();
  const product = useQuery({
    queryKey: productKeys.detail(audience, id ?? ''),
    queryFn: ({ signal }) => productsApi.get(user?.type ?? 'ADMIN', id ?? '', signal),
    enabled: id !== null,
  });
  const gate = detailGate(id, product);
  if (gate) return gate;
  if (audience === 'SELLER') {
    return (
      <SellerProductForm
        key={product.data ? `${product.data.id}:${product.data.updatedAt}` : 'new'}
        product={product.data ?? null}
        isView={isView}
      />
    );
  }
  if (!product.data) return <PageLoader />;
  return (
    <>
      <PageHeader
        title={title}
        back={{ to: LISTS[audience], label: t('title.products') }}
        actions={audience === 'ADMIN' && <ProductStatusButton product={product.data} />}
      />
      <ProductView product={product.data} />
    </>
  );
}
