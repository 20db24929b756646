import { NumberInput, Paper, SimpleGrid, Stack, Table, TextInput, Title } from '@mantine/core';
import type { BlankApparel } from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogApi, catalogKeys, useCatalogMutation } from './api';
import { DetailFrame, useDetailRecord, NameInput, useAfterSave } from './common';
import { fieldError } from '../../platform/api';
import { StockLogTable } from './StockLogTable';
import { ProductTypeSelect, useProductTypes } from './ProductTypeSelect';

type StockDraft = {
  productTypeItemId: string;
  name: string;
  stock: number | '';
  maximumQuantity: number | '';
  storageArea: string;
};

/** /a/blank-apparel/create and /:id: the blank of a product type, stock per item, stock logs. */
export default function BlankApparelDetailPage() {
  const { record: blank, gate } = useDetailRecord(
    catalogKeys.blankApparel,
    catalogApi.blankApparel,
  );
  if (gate) return gate;
  return (
    <>
      <BlankApparelForm
        key={blank.data ? `${blank.data.id}:${blank.data.updatedAt}` : 'new'}
        blank={blank.data ?? null}
      />
      {blank.data && <StockLogTable blankApparelId={blank.data.id} />}
    </>
  );
}

const fromBlank = (blank: BlankApparel): StockDraft[] =>
  blank.items.map((item) => ({
    productTypeItemId: item.productTypeItemId,
    name: item.name,
    stock: item.stock,
    maximumQuantity: item.maximumQuantity ?? '',
    storageArea: item.storageArea ?? '',
  }));

function BlankApparelForm({ blank }: { blank: BlankApparel | null }) {
  const { t } = useTranslation();
  const productTypes = useProductTypes(!blank);
  const [name, setName] = useState(blank?.name ?? '');
  const [productTypeId, setProductTypeId] = useState<string | null>(blank?.productTypeId ?? null);
  const [ref, setRef] = useState('');
  const [items, setItems] = useState<StockDraft[]>(blank ? fromBlank(blank) : []);
  const update = (id: string, patch: Partial<StockDraft>) =>
    setItems((rows) =>
      rows.map((row) => (row.productTypeItemId === id ? { ...row, ...patch } : row)),
    );
  const chooseProductType = (id: string | null) => {
    setProductTypeId(id);
    const chosen = productTypes.data?.find((entry) => entry.id === id);
    setItems(
      (chosen?.items ?? []).map((item) => ({
        productTypeItemId: item.id,
        name: item.name,
        stock: 0,
        maximumQuantity: '',
        storageArea: '',
      })),
    );
  };

  const afterSave = useAfterSave('/a/blank-apparel', !blank, t('catalog.common.saved'));
  const save = useCatalogMutation({
    mutationFn: () => {
      const body = {
        name,
        ref: ref.trim() || null,
        items: items.map((item) => ({
          productTypeItemId: item.productTypeItemId,
          stock: Number(item.stock),
          maximumQuantity: item.maximumQuantity === '' ? null : item.maximumQuantity,
          storageArea: item.storageArea.trim() || null,
        })),
      };
      return blank
        ? catalogApi.updateBlankApparel(blank.id, body)
        : catalogApi.createBlankApparel({ ...body, productTypeId: productTypeId ?? '' });
    },
    onSuccess: afterSave,
  });

  return (
    <DetailFrame
      back={{ to: '/a/blank-apparels', label: t('title.blankApparels') }}
      recordPath="/a/blank-apparel"
      record={blank}
      save={save}
      testId="blank-apparel"
    >
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NameInput
            value={name}
            onChange={setName}
            error={fieldError(save.error, 'name')}
            testId="blank-apparel-name"
          />
          {blank ? (
            <TextInput
              label={t('catalog.blankApparels.productType')}
              value={blank.productTypeName}
              readOnly
            />
          ) : (
            <ProductTypeSelect
              productTypes={productTypes.data}
              label={t('catalog.blankApparels.productType')}
              value={productTypeId}
              onChange={chooseProductType}
              error={fieldError(save.error, 'productTypeId')}
              testId="blank-apparel-product-type"
            />
          )}
          <TextInput
            label={t('catalog.blankApparels.ref')}
            description={t('catalog.blankApparels.refHint')}
            value={ref}
            onChange={(event) => setRef(event.currentTarget.value)}
          />
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={4}>{t('catalog.blankApparels.stock')}</Title>
          <Table verticalSpacing="xs" data-testid="blank-apparel-items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('catalog.productTypes.item')}</Table.Th>
                <Table.Th>{t('catalog.blankApparels.stock')}</Table.Th>
                <Table.Th>{t('catalog.blankApparels.maximumQuantity')}</Table.Th>
                <Table.Th>{t('catalog.blankApparels.storageArea')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, index) => (
                <Table.Tr key={item.productTypeItemId}>
                  <Table.Td>
                    <bdi>{item.name}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('catalog.blankApparels.stock')}
                      min={0}
                      allowDecimal={false}
                      value={item.stock}
                      onChange={(value) =>
                        update(item.productTypeItemId, { stock: value === '' ? '' : Number(value) })
                      }
                      error={fieldError(save.error, `items.${index}.stock`)}
                      data-testid="blank-apparel-stock"
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('catalog.blankApparels.maximumQuantity')}
                      min={0}
                      allowDecimal={false}
                      value={item.maximumQuantity}
                      onChange={(value) =>
                        update(item.productTypeItemId, {
                          maximumQuantity: value === '' ? '' : Number(value),
                        })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('catalog.blankApparels.storageArea')}
                      value={item.storageArea}
                      onChange={(event) =>
                        update(item.productTypeItemId, { storageArea: event.currentTarget.value })
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Paper>
    </DetailFrame>
  );
}
