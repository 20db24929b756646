import { ActionIcon, Button, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { PRODUCT_TYPE_MAX_ATTRIBUTES, type Attribute } from '@platfox/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChosenAttribute } from './productTypeForm';

/** The attributes a product type is sold in and, for each, the options offered. */
export function ProductTypeAttributes({
  value,
  catalogue,
  onChange,
  isView,
  error,
}: {
  value: readonly ChosenAttribute[];
  catalogue: readonly Attribute[];
  onChange: (next: ChosenAttribute[]) => void;
  isView: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const chosen = new Set(value.map((entry) => entry.attributeId));
  const replace = (index: number, entry: ChosenAttribute) =>
    onChange(value.map((current, at) => (at === index ? entry : current)));
  return (
    <Stack gap="sm">
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      {value.map((entry, index) => {
        const attribute = catalogue.find((candidate) => candidate.id === entry.attributeId);
        return (
          <Group key={entry.attributeId || index} align="flex-end" wrap="nowrap">
            <Select
              w={220}
              label={t('catalog.productTypes.attribute')}
              data={catalogue
                .filter(
                  (candidate) => candidate.id === entry.attributeId || !chosen.has(candidate.id),
                )
                .map((candidate) => ({ value: candidate.id, label: candidate.name }))}
              value={entry.attributeId || null}
              allowDeselect={false}
              onChange={(attributeId) =>
                attributeId &&
                replace(index, {
                  attributeId,
                  optionIds:
                    catalogue
                      .find((candidate) => candidate.id === attributeId)
                      ?.options.map((option) => option.id) ?? [],
                })
              }
              data-testid="product-type-attribute"
            />
            <MultiSelect
              flex={1}
              label={t('catalog.productTypes.options')}
              data={(attribute?.options ?? []).map((option) => ({
                value: option.id,
                label: option.name,
              }))}
              value={entry.optionIds}
              onChange={(optionIds) => replace(index, { ...entry, optionIds })}
              data-testid="product-type-options"
            />
            <ActionIcon
              mb={4}
              variant="subtle"
              color="red"
              aria-label={t('catalog.common.remove')}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      {!isView && value.length < PRODUCT_TYPE_MAX_ATTRIBUTES && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={catalogue.every((attribute) => chosen.has(attribute.id))}
            onClick={() => onChange([...value, { attributeId: '', optionIds: [] }])}
            data-testid="product-type-add-attribute"
          >
            {t('catalog.productTypes.addAttribute')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
