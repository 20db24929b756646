import {
  Checkbox,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  PRODUCT_TYPE_SIDES,
  type Attribute,
  type ProductType,
  type ProductTypeCategory,
  type ProductTypeSide,
  type UploadType,
} from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../ui/MoneyInput';
import { catalogApi, catalogKeys, useCatalogMutation } from './api';
import { DetailFrame, useDetailRecord, useAfterSave, useDetailRoute } from './common';
import { fieldError } from '../../platform/api';
import { PageLoader } from '../../ui/FullPageLoader';
import { ProductTypeAttributes } from './ProductTypeAttributes';
import { ProductTypeItemsTable } from './ProductTypeItemsTable';
import { ProductTypeMockupBackground } from './ProductTypeMockupBackground';
import { ProductTypeStatusButton } from './ProductTypeStatusButton';
import { initialValues, planItems, toBody, type ProductTypeValues } from './productTypeForm';
import { ProductStatusBadge } from '../../ui/StatusBadge';

type Choices = {
  attributes: Attribute[];
  uploadTypes: UploadType[];
  categories: ProductTypeCategory[];
};

/** /a/product-type/create and /:id: a product type, its items per combination and its status. */
export default function ProductTypeDetailPage() {
  const { record: productType, gate } = useDetailRecord(
    catalogKeys.productType,
    catalogApi.productType,
  );
  const attributes = useQuery({
    queryKey: catalogKeys.attributes(),
    queryFn: ({ signal }) => catalogApi.attributes(signal),
  });
  const uploadTypes = useQuery({
    queryKey: catalogKeys.uploadTypes(),
    queryFn: ({ signal }) => catalogApi.uploadTypes(signal),
  });
  const categories = useQuery({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => catalogApi.categories(signal),
  });
  if (gate) return gate;
  if (!attributes.data || !uploadTypes.data || !categories.data) {
    return <PageLoader />;
  }
  return (
    <ProductTypeForm
      key={productType.data ? `${productType.data.id}:${productType.data.updatedAt}` : 'new'}
      productType={productType.data ?? null}
      choices={{
        attributes: attributes.data,
        uploadTypes: uploadTypes.data,
        categories: categories.data,
      }}
    />
  );
}

function ProductTypeForm({
  productType,
  choices,
}: {
  productType: ProductType | null;
  choices: Choices;
}) {
  const { t } = useTranslation();
  const { isView } = useDetailRoute();
  const [values, setValues] = useState<ProductTypeValues>(() => initialValues(productType));
  const set = <K extends keyof ProductTypeValues>(key: K, value: ProductTypeValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const afterSave = useAfterSave('/a/product-type', !productType, t('catalog.common.saved'));
  const save = useCatalogMutation({
    mutationFn: () =>
      productType
        ? catalogApi.updateProductType(productType.id, toBody(values))
        : catalogApi.createProductType(toBody(values)),
    onSuccess: afterSave,
  });
  const error = save.error;
  const text = (key: 'name' | 'shortSku', testId: string, label: string) => (
    <TextInput
      label={label}
      withAsterisk
      value={values[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
      error={fieldError(error, key)}
      data-testid={testId}
    />
  );
  const days = (key: 'estimatedProcessingDay' | 'estimatedDeliveryDay', label: string) => (
    <NumberInput
      label={label}
      withAsterisk
      min={0}
      max={365}
      allowDecimal={false}
      value={values[key]}
      onChange={(value) => set(key, value === '' ? '' : Number(value))}
      error={fieldError(error, key)}
      data-testid={`product-type-${key}`}
    />
  );

  return (
    <DetailFrame
      back={{ to: '/a/product-types', label: t('title.productTypes') }}
      recordPath="/a/product-type"
      record={productType}
      save={save}
      actions={productType && <ProductTypeStatusButton productType={productType} />}
      testId="product-type"
    >
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          {productType && (
            <Text size="sm">
              {t('catalog.common.status')}:{' '}
              <ProductStatusBadge status={productType.status} testId="product-type-status-badge" />
              {!productType.hasBlankApparel && (
                <Text span c="dimmed" size="sm" ml="sm">
                  {t('catalog.productTypes.noBlankApparel')}
                </Text>
              )}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {text('name', 'product-type-name', t('catalog.common.name'))}
            {text('shortSku', 'product-type-sku', t('catalog.productTypes.shortSku'))}
            <Select
              label={t('catalog.productTypes.sides')}
              data={[...PRODUCT_TYPE_SIDES]}
              value={values.sides}
              allowDeselect={false}
              onChange={(value) => value && set('sides', value as ProductTypeSide)}
            />
            <Select
              label={t('catalog.productTypes.uploadType')}
              withAsterisk
              data={choices.uploadTypes.map((entry) => ({ value: entry.id, label: entry.name }))}
              value={values.uploadTypeId}
              onChange={(value) => set('uploadTypeId', value)}
              error={fieldError(error, 'uploadTypeId')}
              data-testid="product-type-upload-type"
            />
            <Select
              label={t('catalog.productTypes.category')}
              clearable
              data={choices.categories.map((entry) => ({ value: entry.id, label: entry.name }))}
              value={values.categoryId}
              onChange={(value) => set('categoryId', value)}
            />
            <MoneyInput
              label={t('catalog.productTypes.extraPrintPrice')}
              value={values.extraPrintPrice}
              onChange={(cents) => set('extraPrintPrice', cents)}
              error={fieldError(error, 'extraPrintPrice')}
              data-testid="product-type-extra-print-price"
            />
            {days('estimatedProcessingDay', t('catalog.productTypes.processingDays'))}
            {days('estimatedDeliveryDay', t('catalog.productTypes.deliveryDays'))}
          </SimpleGrid>
          <Textarea
            label={t('catalog.common.description')}
            rows={3}
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            error={fieldError(error, 'description')}
          />
          <Checkbox
            label={t('catalog.productTypes.isDisableCreateNewProduct')}
            checked={values.isDisableCreateNewProduct}
            onChange={(event) => set('isDisableCreateNewProduct', event.currentTarget.checked)}
          />
          <Checkbox
            label={t('catalog.productTypes.isRequiredDesignDescription')}
            checked={values.isRequiredProductDesignDescription}
            onChange={(event) =>
              set('isRequiredProductDesignDescription', event.currentTarget.checked)
            }
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={4}>{t('catalog.productTypes.attributes')}</Title>
          <ProductTypeAttributes
            value={values.attributes}
            catalogue={choices.attributes}
            isView={isView}
            error={fieldError(error, 'attributes')}
            onChange={(attributes) =>
              setValues((previous) => ({
                ...previous,
                attributes,
                items: planItems(
                  attributes.filter((entry) => entry.optionIds.length > 0),
                  choices.attributes,
                  previous.items,
                  previous.defaultPrice,
                ),
              }))
            }
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={4}>{t('catalog.productTypes.items')}</Title>
          <MoneyInput
            maw={240}
            label={t('catalog.productTypes.defaultPrice')}
            description={t('catalog.productTypes.defaultPriceHint')}
            value={values.defaultPrice}
            onChange={(cents) => set('defaultPrice', cents)}
            error={fieldError(error, 'defaultPrice')}
            data-testid="product-type-default-price"
          />
          <ProductTypeItemsTable
            items={values.items}
            error={error}
            onChange={(key, patch) =>
              set(
                'items',
                values.items.map((item) => (item.key === key ? { ...item, ...patch } : item)),
              )
            }
          />
        </Stack>
      </Paper>
      {productType && (
        <ProductTypeMockupBackground productTypeId={productType.id} isView={isView} />
      )}
    </DetailFrame>
  );
}
