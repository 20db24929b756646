import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { GeneratedMockup } from './GeneratedMockup';
import type { CatalogImage, Product, ProductType } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailFrame, useAfterSave } from '../catalog/common';
import { fieldError } from '../../platform/api';
import { PageLoader } from '../../ui/FullPageLoader';
import { productKeys, productsApi, useProductMutation } from './api';
import { DesignUpload } from './DesignUpload';
import { SiteMaterialsStrip } from '../site-content/SiteMaterialsStrip';

/**
 * A seller's product: made on an activated product type, with a design per print position of the
 * type's upload type. Designs are uploaded first (the server checks them) and named by id.
 */
export function SellerProductForm({
  product,
  isView,
}: {
  product: Product | null;
  isView: boolean;
}) {
  const productTypes = useQuery({
    queryKey: productKeys.productTypes(),
    queryFn: ({ signal }) => productsApi.productTypes(signal),
  });
  if (!productTypes.data) return <PageLoader />;
  return <ProductEditor product={product} isView={isView} productTypes={productTypes.data} />;
}

function ProductEditor({
  product,
  isView,
  productTypes,
}: {
  product: Product | null;
  isView: boolean;
  productTypes: ProductType[];
}) {
  const { t } = useTranslation();
  const [productTypeId, setProductTypeId] = useState<string | null>(product?.productTypeId ?? null);
  const [title, setTitle] = useState(product?.title ?? '');
  const [sku, setSku] = useState(product?.sku ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [designDescription, setDesignDescription] = useState(product?.designDescription ?? '');
  const [designs, setDesigns] = useState<Record<string, CatalogImage>>(
    Object.fromEntries(
      product?.printDesigns.map((entry) => [entry.uploadTypeItemId, entry.design]) ?? [],
    ),
  );
  const productType = productTypes.find((entry) => entry.id === productTypeId);
  const positions = productType?.uploadType.items ?? [];

  const afterSave = useAfterSave('/s/product', !product, t('products.saved'));
  const save = useProductMutation({
    mutationFn: () => {
      const body = {
        title,
        sku,
        description: description.trim() || null,
        designDescription: designDescription.trim() || null,
        printDesigns: positions
          .filter((item) => designs[item.id])
          .map((item) => ({ uploadTypeItemId: item.id, designId: designs[item.id]?.id ?? '' })),
        mockupIds: product?.mockups.map((mockup) => mockup.id) ?? [],
      };
      return product
        ? productsApi.update(product.id, body)
        : productsApi.create({ ...body, productTypeId: productTypeId ?? '' });
    },
    onSuccess: afterSave,
  });
  const error = save.error;

  return (
    <DetailFrame
      back={{ to: '/s/products', label: t('title.products') }}
      recordPath="/s/product"
      record={product}
      save={save}
      testId="product"
    >
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('products.fields.productType')}
              withAsterisk
              searchable
              disabled={Boolean(product)}
              data={
                product && !productType
                  ? [{ value: product.productTypeId, label: product.productTypeName }]
                  : productTypes.map((entry) => ({ value: entry.id, label: entry.name }))
              }
              value={productTypeId}
              onChange={(value) => {
                setProductTypeId(value);
                setDesigns({});
              }}
              error={fieldError(error, 'productTypeId')}
              data-testid="product-type-select"
            />
            <TextInput
              label={t('products.fields.title')}
              withAsterisk
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              error={fieldError(error, 'title')}
              data-testid="product-title"
            />
            <TextInput
              label={t('products.fields.sku')}
              withAsterisk
              value={sku}
              onChange={(event) => setSku(event.currentTarget.value)}
              error={fieldError(error, 'sku')}
              data-testid="product-sku"
            />
          </SimpleGrid>
          <Textarea
            label={t('products.fields.description')}
            rows={3}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={fieldError(error, 'description')}
          />
          <Textarea
            label={t('products.fields.designDescription')}
            withAsterisk={productType?.isRequiredProductDesignDescription}
            rows={2}
            value={designDescription}
            onChange={(event) => setDesignDescription(event.currentTarget.value)}
            error={fieldError(error, 'designDescription')}
          />
        </Stack>
      </Paper>
      {positions.length > 0 && (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Group justify="space-between" gap="xs">
              <Title order={4}>{t('products.designs.title')}</Title>
              {product && (
                // The designs as the printer will print them: sizes, densities and downloads.
                <Button
                  variant="subtle"
                  component={Link}
                  to={`/s/print-design/${product.id}`}
                  data-testid="product-print-designs"
                >
                  {t('title.printDesign')}
                </Button>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {positions.map((item, index) => (
                <DesignUpload
                  key={item.id}
                  item={item}
                  design={designs[item.id] ?? null}
                  isReadOnly={isView}
                  error={
                    fieldError(error, `printDesigns.${index}.designId`) ??
                    fieldError(error, `printDesigns.${index}`)
                  }
                  onUploaded={(design) =>
                    setDesigns((previous) => ({ ...previous, [item.id]: design }))
                  }
                />
              ))}
            </SimpleGrid>
            {fieldError(error, 'printDesigns') && (
              <Text c="red" size="sm">
                {fieldError(error, 'printDesigns')}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
      {product && <GeneratedMockup product={product} canDownload />}
      {productType && !isView && <SiteMaterialsStrip />}
    </DetailFrame>
  );
}
