import {
  ActionIcon,
  Button,
  ColorInput,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ATTRIBUTE_ELEMENTS,
  ATTRIBUTE_OPTIONS,
  type Attribute,
  type AttributeElement,
  type AttributeOption,
} from '@platfox/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../ui/ApiErrorAlert';
import { catalogApi, catalogKeys, useCatalogMutation } from './api';
import { DetailFrame, useDetailRecord, NameInput, useAfterSave, useDetailRoute } from './common';
import { fieldError } from '../../platform/api';
import { useListWatch } from '../../platform/live/socket';
import { useLiveRefresh } from '../../platform/live/useLiveRefresh';
import { useCurrentUser } from '../../platform/session';
import { ImageUploadButton } from '../../ui/ImageUploadButton';

type OptionDraft = { key: string; id?: string; name: string; value: string };

let draftCount = 0;
const newKey = () => `option-${(draftCount += 1)}`;

/** /a/attribute/create and /:id: an attribute, how its options show and the options. */
export default function AttributeDetailPage() {
  const {
    id,
    record: attribute,
    gate,
  } = useDetailRecord(catalogKeys.attribute, catalogApi.attribute);
  // Another admin deleted it: reading it again turns the page into the not-found page.
  const me = useCurrentUser()?.id;
  useListWatch(id ? 'attribute' : undefined);
  useLiveRefresh({ attribute_deleted: (payload) => payload.id === id && payload.actorId !== me }, [
    catalogKeys.attribute(id ?? ''),
  ]);
  if (gate) return gate;
  return <AttributeForm key={attribute.data?.id ?? 'new'} attribute={attribute.data ?? null} />;
}

function AttributeForm({ attribute }: { attribute: Attribute | null }) {
  const { t } = useTranslation();
  const { isView } = useDetailRoute();
  const [name, setName] = useState(attribute?.name ?? '');
  const [element, setElement] = useState<AttributeElement>(attribute?.element ?? 'COLOR');
  const [option, setOption] = useState<AttributeOption>(attribute?.option ?? 'COLOR');
  const [options, setOptions] = useState<OptionDraft[]>(
    attribute?.options.map((entry) => ({ ...entry, key: entry.id })) ?? [
      { key: newKey(), name: '', value: '' },
    ],
  );
  const update = (key: string, patch: Partial<OptionDraft>) =>
    setOptions((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const afterSave = useAfterSave('/a/attribute', !attribute, t('catalog.common.saved'));
  const save = useCatalogMutation({
    mutationFn: () =>
      catalogApi.saveAttribute(attribute?.id ?? null, {
        name,
        element,
        option,
        options: options.map((row, index) => ({
          ...(row.id ? { id: row.id } : {}),
          name: row.name,
          value: row.value,
          sortOrder: index,
        })),
      }),
    onSuccess: afterSave,
  });

  return (
    <DetailFrame
      back={{ to: '/a/attributes', label: t('title.attributes') }}
      recordPath="/a/attribute"
      record={attribute}
      save={save}
      testId="attribute"
    >
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NameInput
            value={name}
            onChange={setName}
            error={fieldError(save.error, 'name')}
            testId="attribute-name"
          />
          <Select
            label={t('catalog.attributes.element')}
            data={ATTRIBUTE_ELEMENTS.map((value) => ({
              value,
              label: t(`catalog.attributes.elements.${value}`),
            }))}
            value={element}
            allowDeselect={false}
            onChange={(value) => value && setElement(value as AttributeElement)}
            data-testid="attribute-element"
          />
          <Select
            label={t('catalog.attributes.option')}
            data={ATTRIBUTE_OPTIONS.map((value) => ({
              value,
              label: t(`catalog.attributes.optionTypes.${value}`),
            }))}
            value={option}
            allowDeselect={false}
            onChange={(value) => value && setOption(value as AttributeOption)}
            data-testid="attribute-option"
          />
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={4}>{t('catalog.attributes.options')}</Title>
          {fieldError(save.error, 'options') && (
            <Text c="red" size="sm">
              {fieldError(save.error, 'options')}
            </Text>
          )}
          {options.map((row, index) => (
            <Group
              key={row.key}
              align="flex-start"
              wrap="nowrap"
              data-testid="attribute-option-row"
            >
              <TextInput
                flex={1}
                label={t('catalog.attributes.optionName')}
                value={row.name}
                onChange={(event) => update(row.key, { name: event.currentTarget.value })}
                error={fieldError(save.error, `options.${index}.name`)}
                data-testid="attribute-option-name"
              />
              <OptionValueInput
                type={option}
                value={row.value}
                onChange={(value) => update(row.key, { value })}
                error={fieldError(save.error, `options.${index}.value`)}
              />
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                aria-label={t('catalog.common.remove')}
                disabled={options.length === 1}
                onClick={() => setOptions((rows) => rows.filter((item) => item.key !== row.key))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          {!isView && (
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() =>
                  setOptions((rows) => [...rows, { key: newKey(), name: '', value: '' }])
                }
                data-testid="attribute-add-option"
              >
                {t('catalog.attributes.addOption')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </DetailFrame>
  );
}

/** A swatch colour, an uploaded picture's id or a text, by the attribute's option type. */
function OptionValueInput({
  type,
  value,
  onChange,
  error,
}: {
  type: AttributeOption;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const upload = useMutation({
    mutationFn: (file: File) => catalogApi.uploadImage(file),
    onSuccess: (image) => onChange(image.id),
  });
  const uploadError = useApiErrorText(upload.error);
  const label = t('catalog.attributes.optionValue');
  if (type === 'COLOR') {
    return (
      <ColorInput
        flex={1}
        label={label}
        format="hex"
        value={value}
        onChange={onChange}
        error={error}
        data-testid="attribute-option-value"
      />
    );
  }
  if (type === 'IMAGE') {
    return (
      <Stack flex={1} gap={4}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <ImageUploadButton upload={upload} variant="default">
          {value ? t('catalog.attributes.replaceImage') : t('catalog.attributes.uploadImage')}
        </ImageUploadButton>
        {(uploadError ?? error) && (
          <Text c="red" size="xs">
            {uploadError ?? error}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <TextInput
      flex={1}
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      data-testid="attribute-option-value"
    />
  );
}
