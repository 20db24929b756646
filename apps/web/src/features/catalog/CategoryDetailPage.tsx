import { Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ProductTypeCategory } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { catalogApi, catalogKeys, useCatalogMutation } from './api';
import { DetailFrame, useDetailRoute } from './common';
import { detailGate } from '../../ui/detailGate';
import { fieldError } from '../../platform/api';

const LIST = '/a/product-type-categories';

/** /a/product-type-category/create and /:id: a category's name and description. */
export default function CategoryDetailPage() {
  const { id } = useDetailRoute();
  const category = useQuery({
    queryKey: catalogKeys.category(id ?? ''),
    queryFn: ({ signal }) => catalogApi.category(id ?? '', signal),
    enabled: id !== null,
  });
  const gate = detailGate(id, category);
  if (gate) return gate;
  return <CategoryForm key={category.data?.id ?? 'new'} category={category.data ?? null} />;
}

function CategoryForm({ category }: { category: ProductTypeCategory | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isView } = useDetailRoute();
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const save = useCatalogMutation({
    mutationFn: () =>
      catalogApi.saveCategory(category?.id ?? null, {
        name,
        description: description.trim() || null,
      }),
    onSuccess: async (saved) => {
      notifications.show({ color: 'teal', message: t('catalog.common.saved') });
      if (!category)
        void navigate(`/a/product-type-category/${saved.id}?m=edit`, { replace: true });
    },
  });
  return (
    <DetailFrame
      back={{ to: LIST, label: t('title.productTypeCategories') }}
      editTo={category && `/a/product-type-category/${category.id}?m=edit`}
      isView={isView}
      isSaving={save.isPending}
      error={save.error}
      onSubmit={() => save.mutate()}
      testId="category"
    >
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md" maw={640}>
          <TextInput
            label={t('catalog.common.name')}
            withAsterisk
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={fieldError(save.error, 'name')}
            data-testid="category-name"
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
