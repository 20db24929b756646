import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  UPLOAD_TYPE_GROUP_MIN_ITEMS,
  UPLOAD_TYPE_ITEM_TYPES,
  type UploadType,
  type UploadTypeItemType,
} from '@platfox/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogApi, catalogKeys, useCatalogMutation } from './api';
import { DetailFrame, useDetailRecord, NameInput, useAfterSave, useDetailRoute } from './common';
import { fieldError } from '../../platform/api';
import { SimpleTable } from '../../ui/SimpleTable';

type ItemDraft = {
  key: string;
  id?: string;
  type: UploadTypeItemType;
  name: string;
  width: number | '';
  height: number | '';
  isRequired: boolean;
  attributeOptionId: string | null;
};

let draftCount = 0;
const newItem = (type: UploadTypeItemType = 'FRONT'): ItemDraft => ({
  key: `item-${(draftCount += 1)}`,
  type,
  name: '',
  width: '',
  height: '',
  isRequired: false,
  attributeOptionId: null,
});

/** /a/upload-type/create and /:id: print positions with their art-work sizes in pixels. */
export default function UploadTypeDetailPage() {
  const { record: uploadType, gate } = useDetailRecord(
    catalogKeys.uploadType,
    catalogApi.uploadType,
  );
  if (gate) return gate;
  return <UploadTypeForm key={uploadType.data?.id ?? 'new'} uploadType={uploadType.data ?? null} />;
}

function UploadTypeForm({ uploadType }: { uploadType: UploadType | null }) {
  const { t } = useTranslation();
  const { isView } = useDetailRoute();
  const attributes = useQuery({
    queryKey: catalogKeys.attributes(),
    queryFn: ({ signal }) => catalogApi.attributes(signal),
  });
  const [name, setName] = useState(uploadType?.name ?? '');
  const [attributeId, setAttributeId] = useState(uploadType?.attributeId ?? null);
  const [isGroupType, setGroupType] = useState(uploadType?.isGroupType ?? false);
  const [isFlexible, setFlexible] = useState(uploadType?.isFlexibleDimension ?? false);
  const [items, setItems] = useState<ItemDraft[]>(
    uploadType?.items.map((item) => ({ ...item, key: item.id })) ?? [newItem()],
  );
  const [groupProblem, setGroupProblem] = useState(false);
  const update = (key: string, patch: Partial<ItemDraft>) =>
    setItems((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const options = attributes.data?.find((attribute) => attribute.id === attributeId)?.options ?? [];

  const afterSave = useAfterSave('/a/upload-type', !uploadType, t('catalog.common.saved'));
  const save = useCatalogMutation({
    mutationFn: () =>
      catalogApi.saveUploadType(uploadType?.id ?? null, {
        name,
        attributeId,
        isGroupType,
        isFlexibleDimension: isFlexible,
        items: items.map((item) => ({
          ...(item.id ? { id: item.id } : {}),
          type: item.type,
          name: item.name,
          width: Number(item.width),
          height: Number(item.height),
          isRequired: item.isRequired,
          attributeOptionId: attributeId ? item.attributeOptionId : null,
        })),
      }),
    onSuccess: afterSave,
  });
  const submit = () => {
    // The spec's rule, told before the round trip: a group prints at least two positions.
    const isShort = isGroupType && items.length < UPLOAD_TYPE_GROUP_MIN_ITEMS;
    setGroupProblem(isShort);
    if (!isShort) save.mutate();
  };
  const itemsError = groupProblem
    ? t('catalog.uploadTypes.groupHint', { min: UPLOAD_TYPE_GROUP_MIN_ITEMS })
    : fieldError(save.error, 'items');

  return (
    <DetailFrame
      back={{ to: '/a/upload-types', label: t('title.uploadTypes') }}
      recordPath="/a/upload-type"
      record={uploadType}
      save={save}
      onSubmit={submit}
      testId="upload-type"
    >
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NameInput
            value={name}
            onChange={setName}
            error={fieldError(save.error, 'name')}
            testId="upload-type-name"
          />
          <Select
            label={t('catalog.uploadTypes.attribute')}
            description={t('catalog.uploadTypes.attributeHint')}
            clearable
            data={(attributes.data ?? []).map((attribute) => ({
              value: attribute.id,
              label: attribute.name,
            }))}
            value={attributeId}
            onChange={setAttributeId}
            data-testid="upload-type-attribute"
          />
          <Switch
            label={t('catalog.uploadTypes.isGroupType')}
            checked={isGroupType}
            onChange={(event) => setGroupType(event.currentTarget.checked)}
            data-testid="upload-type-group"
          />
          <Switch
            label={t('catalog.uploadTypes.isFlexibleDimension')}
            checked={isFlexible}
            onChange={(event) => setFlexible(event.currentTarget.checked)}
          />
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={4}>{t('catalog.uploadTypes.items')}</Title>
          {itemsError && (
            <Text c="red" size="sm" data-testid="upload-type-items-error">
              {itemsError}
            </Text>
          )}
          <SimpleTable
            minWidth={760}
            headers={[
              t('catalog.uploadTypes.position'),
              t('catalog.common.name'),
              t('catalog.uploadTypes.width'),
              t('catalog.uploadTypes.height'),
              attributeId ? t('catalog.uploadTypes.attributeOption') : false,
              t('catalog.uploadTypes.isRequired'),
              null,
            ]}
            verticalSpacing="xs"
          >
            {items.map((item, index) => (
              <Table.Tr key={item.key} data-testid="upload-type-item">
                <Table.Td>
                  <Select
                    aria-label={t('catalog.uploadTypes.position')}
                    data={UPLOAD_TYPE_ITEM_TYPES.map((value) => ({
                      value,
                      label: t(`catalog.uploadTypes.positions.${value}`),
                    }))}
                    value={item.type}
                    allowDeselect={false}
                    onChange={(value) =>
                      value && update(item.key, { type: value as UploadTypeItemType })
                    }
                    error={fieldError(save.error, `items.${index}.type`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('catalog.common.name')}
                    value={item.name}
                    onChange={(event) => update(item.key, { name: event.currentTarget.value })}
                    error={fieldError(save.error, `items.${index}.name`)}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('catalog.uploadTypes.width')}
                    suffix=" px"
                    min={1}
                    allowDecimal={false}
                    value={item.width}
                    onChange={(value) =>
                      update(item.key, { width: value === '' ? '' : Number(value) })
                    }
                    error={fieldError(save.error, `items.${index}.width`)}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('catalog.uploadTypes.height')}
                    suffix=" px"
                    min={1}
                    allowDecimal={false}
                    value={item.height}
                    onChange={(value) =>
                      update(item.key, { height: value === '' ? '' : Number(value) })
                    }
                    error={fieldError(save.error, `items.${index}.height`)}
                  />
                </Table.Td>
                {attributeId && (
                  <Table.Td>
                    <Select
                      aria-label={t('catalog.uploadTypes.attributeOption')}
                      clearable
                      data={options.map((option) => ({ value: option.id, label: option.name }))}
                      value={item.attributeOptionId}
                      onChange={(value) => update(item.key, { attributeOptionId: value })}
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  <Checkbox
                    aria-label={t('catalog.uploadTypes.isRequired')}
                    checked={item.isRequired}
                    onChange={(event) =>
                      update(item.key, { isRequired: event.currentTarget.checked })
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('catalog.common.remove')}
                    disabled={items.length === 1}
                    onClick={() => setItems((rows) => rows.filter((row) => row.key !== item.key))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </SimpleTable>
          {!isView && (
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => setItems((rows) => [...rows, newItem(nextPosition(rows))])}
                data-testid="upload-type-add-item"
              >
                {t('catalog.uploadTypes.addItem')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </DetailFrame>
  );
}

/** The first print position not yet used, so a new row starts valid where it can. */
function nextPosition(rows: readonly ItemDraft[]): UploadTypeItemType {
  const used = new Set(rows.map((row) => row.type));
  return UPLOAD_TYPE_ITEM_TYPES.find((type) => !used.has(type)) ?? 'FRONT';
}
