import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@platfox/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSellerProductChoices } from './api';
import { newLine, type CartLineValues } from './cart';

type CartLinesProps = {
  lines: CartLineValues[];
  onChange: (lines: CartLineValues[]) => void;
  /** The server's messages by field path (lines.0.productTypeItemId...). */
  errors: Readonly<Record<string, string>>;
  isReadOnly?: boolean;
};

/**
 * The cart's lines: one of the seller's products, the product type item to make of it (colour,
 * size) and a quantity; at most 50 lines (spec 03 section 9).
 */
export function CartLines({ lines, onChange, errors, isReadOnly = false }: CartLinesProps) {
  const { t } = useTranslation();
  const { products, types } = useSellerProductChoices();
  const productChoices = useMemo(
    () =>
      (products.data ?? []).map((product) => ({
        value: product.id,
        label: `${product.title} (${product.sku})`,
      })),
    [products.data],
  );
  const itemChoicesOf = (productId: string | null) => {
    const product = products.data?.find((candidate) => candidate.id === productId);
    const type = types.data?.find((candidate) => candidate.id === product?.productTypeId);
    return (type?.items ?? [])
      .filter((item) => item.status === 'ACTIVATED')
      .map((item) => ({ value: item.id, label: item.name }));
  };
  const change = (index: number, next: Partial<CartLineValues>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...next } : line)));

  return (
    <Stack gap="sm" data-testid="order-lines">
      {lines.map((line, index) => {
        const at = `lines.${index}`;
        return (
          <Group key={line.key} align="flex-start" gap="sm" wrap="nowrap" data-testid="order-line">
            <Select
              flex={2}
              label={t('orders.cart.product')}
              placeholder={t('orders.cart.chooseProduct')}
              data={productChoices}
              value={line.productId}
              searchable
              disabled={isReadOnly}
              nothingFoundMessage={t('orders.cart.noProducts')}
              error={errors[`${at}.productId`]}
              onChange={(productId) => change(index, { productId, productTypeItemId: null })}
              data-testid={`order-line-product-${index}`}
            />
            <Select
              flex={1}
              label={t('orders.cart.item')}
              placeholder={t('orders.cart.chooseItem')}
              data={itemChoicesOf(line.productId)}
              value={line.productTypeItemId}
              disabled={isReadOnly || !line.productId}
              error={errors[`${at}.productTypeItemId`]}
              onChange={(productTypeItemId) => change(index, { productTypeItemId })}
              data-testid={`order-line-item-${index}`}
            />
            <NumberInput
              w={110}
              label={t('orders.cart.quantity')}
              min={1}
              max={MAX_LINE_QUANTITY}
              allowDecimal={false}
              allowNegative={false}
              value={line.quantity}
              disabled={isReadOnly}
              error={errors[`${at}.quantity`]}
              onChange={(value) =>
                change(index, { quantity: typeof value === 'number' ? value : 0 })
              }
              data-testid={`order-line-quantity-${index}`}
            />
            {!isReadOnly && (
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                disabled={lines.length === 1}
                aria-label={t('orders.cart.remove')}
                onClick={() => onChange(lines.filter((_, at) => at !== index))}
                data-testid={`order-line-remove-${index}`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {!isReadOnly && (
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={lines.length >= MAX_ORDER_LINES}
            onClick={() => onChange([...lines, newLine()])}
            data-testid="order-line-add"
          >
            {t('orders.cart.add')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('orders.cart.limit', { count: lines.length, max: MAX_ORDER_LINES })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
