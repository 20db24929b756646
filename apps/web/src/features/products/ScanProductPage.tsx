import { Button, Group, Paper, TextInput } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { PageHeader } from '../../ui/PageHeader';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { productKeys, productsApi } from './api';
import { ProductStockCard } from '../stock/ProductStockCard';
import { ProductView } from './ProductView';

/**
 * /wh/scan-code-product: a hand scanner types the code and presses Enter, as a keyboard would,
 * so one text field with a submit serves typing and scanning alike.
 */
export default function ScanProductPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const [text, setText] = useState('');
  const [code, setCode] = useState('');
  const product = useQuery({
    queryKey: productKeys.scan(code),
    queryFn: ({ signal }) => productsApi.byCode(code, signal),
    enabled: code !== '',
    retry: false,
  });
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p="lg" mb="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const next = text.trim();
            if (next === code) void product.refetch();
            setCode(next);
            // Ready for the next scan at once.
            setText('');
          }}
        >
          <Group align="flex-end">
            <TextInput
              flex={1}
              autoFocus
              label={t('products.scan.label')}
              placeholder={t('products.scan.placeholder')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              data-testid="scan-code-input"
            />
            <Button
              type="submit"
              leftSection={<IconScan size={16} />}
              disabled={text.trim() === ''}
              loading={product.isFetching}
              data-testid="scan-code-submit"
            >
              {t('products.scan.find')}
            </Button>
          </Group>
        </form>
      </Paper>
      <ApiErrorAlert error={product.error} testId="scan-code-error" />
      {product.data && !product.isError && (
        <>
          <ProductView product={product.data} />
          {/* Where the product's blanks are kept, so the floor can fetch them. */}
          <ProductStockCard code={code} />
        </>
      )}
    </>
  );
}
