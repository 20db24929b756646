import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Product } from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../ui/Fact';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { ProductStatusBadge } from '../../ui/StatusBadge';
import { DesignPicture } from './DesignPicture';

/** A product read-only: what admins, the warehouse and a scan see. */
export function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="product-view">
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Fact label={t('products.fields.title')} testId="product-view-title">
            {product.title}
          </Fact>
          <Fact label={t('products.fields.code')} testId="product-view-code">
            {product.code}
          </Fact>
          <Fact label={t('products.fields.sku')}>{product.sku}</Fact>
          <Fact label={t('products.fields.productType')}>{product.productTypeName}</Fact>
          <Fact label={t('products.fields.seller')}>{product.sellerFullName}</Fact>
          <Fact label={t('products.fields.status')}>
            <ProductStatusBadge status={product.status} testId="product-view-status" />
          </Fact>
          <Fact label={t('products.fields.createdAt')}>{formatDateTime(product.createdAt)}</Fact>
          <Fact label={t('products.fields.description')}>{product.description ?? '—'}</Fact>
          <Fact label={t('products.fields.designDescription')}>
            {product.designDescription ?? '—'}
          </Fact>
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={4}>{t('products.designs.title')}</Title>
          {product.printDesigns.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('products.designs.none')}
            </Text>
          )}
          {product.printDesigns.map((entry) => (
            <Fact
              key={entry.uploadTypeItemId}
              label={`${entry.uploadTypeItemName} (${t(`catalog.uploadTypes.positions.${entry.type}`)})`}
            >
              <Group gap="sm" wrap="nowrap">
                <DesignPicture design={entry.design} testId={`product-view-design-${entry.type}`} />
                <span>
                  {t('products.designs.chosen', {
                    name: entry.design.name,
                    width: entry.design.width,
                    height: entry.design.height,
                    dpi: entry.design.dpi ?? '—',
                  })}
                </span>
              </Group>
            </Fact>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
