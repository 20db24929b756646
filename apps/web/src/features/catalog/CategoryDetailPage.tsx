import { Paper, Stack, Textarea } from '@mantine/core';
import type { ProductTypeCategory } from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogApi, catalogKeys, useCatalogMutation } from './api';
import { DetailFrame, useDetailRecord, NameInput, useAfterSave } from './common';
import { fieldError } from '../../platform/api';

const LIST = '/a/product-type-categories';

/** /a/product-type-category/create and /:id: a category's name and description. */
export default function CategoryDetailPage() {
  const { record: category, gate } = useDetailRecord(catalogKeys.category, catalogApi.category);
  if (gate) return gate;
  return <CategoryForm key={category.data?.id ?? 'new'} category={category.data ?? null} />;
}

function CategoryForm({ category }: { category: ProductTypeCategory | null }) {
  const { t } = useTranslation();
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const afterSave = useAfterSave('/a/product-type-category', !category, t('catalog.common.saved'));
  const save = useCatalogMutation({
    mutationFn: () =>
      catalogApi.saveCategory(category?.id ?? null, {
        name,
        description: description.trim() || null,
      }),
    onSuccess: afterSave,
  });
  return (
    <DetailFrame
      back={{ to: LIST, label: t('title.productTypeCategories') }}
      recordPath="/a/product-type-category"
      record={category}
      save={save}
      testId="category"
    >
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md" maw={640}>
          <NameInput
            value={name}
            onChange={setName}
            error={fieldError(save.error, 'name')}
            testId="category-name"
          />
          <Textarea
            label={t('catalog.common.description')}
            rows={3}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={fieldError(save.error, 'description')}
            data-testid="category-description"
          />
        </Stack>
      </Paper>
    </DetailFrame>
  );
}
