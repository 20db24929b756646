import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Product } from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../ui/Fact';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { ProductStatusBadge } from '../../ui/StatusBadge';
import { DesignPicture } from './DesignPicture';
import { GeneratedMockup } from './GeneratedMockup';
import { isolate } from '../../ui/Bidi';

/** A product read-only: what admins, the warehouse and a scan see. */
export function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="product-view">
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Fact label={t('products.fields.title')} testId="product-view-title" dir="auto">
            {product.title}
          </Fact>
          <Fact label={t('products.fields.code')} testId="product-view-code" dir="ltr">
            {product.code}
          </Fact>
          <Fact label={t('products.fields.sku')} dir="ltr">
            {product.sku}
          </Fact>
          <Fact label={t('products.fields.productType')} dir="auto">
            {product.productTypeName}
          </Fact>
          <Fact label={t('products.fields.seller')} dir="auto">
            {product.sellerFullName}
          </Fact>
          <Fact label={t('products.fields.status')}>
            <ProductStatusBadge status={product.status} testId="product-view-status" />
          </Fact>
          <Fact label={t('products.fields.createdAt')}>{formatDateTime(product.createdAt)}</Fact>
          <Fact label={t('products.fields.description')} dir="auto">
            {product.description ?? '—'}
          </Fact>
          <Fact label={t('products.fields.designDescription')} dir="auto">
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
              label={`${isolate(entry.uploadTypeItemName)} (${t(`catalog.uploadTypes.positions.${entry.type}`)})`}
            >
              <Group gap="sm" wrap="nowrap">
                <DesignPicture design={entry.design} testId={`product-view-design-${entry.type}`} />
                <span>
                  {t('products.designs.chosen', {
                    name: isolate(entry.design.name),
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
      <GeneratedMockup product={product} canDownload={false} />
    </Stack>
  );
}
