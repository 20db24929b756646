import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { loadApiImage } from '../../ui/authedImages';
import { Isolated, Ltr } from '../../ui/Bidi';
import { detailGate } from '../../ui/detailGate';
import { saveFile } from '../../ui/download';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { productKeys, productsApi } from '../products/api';
import { PrintDesignCard } from './PrintDesignCard';

/**
 * /s/print-design/:id: the print designs of one of the seller's products, as its printer will
 * print them (each position's file with its pixel size and declared density), to download.
 * Another seller's product reads as not found (the product's own endpoint decides).
 */
export default function SellerPrintDesignPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const { id = '' } = useParams();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const product = useQuery({
    queryKey: productKeys.detail('SELLER', id),
    queryFn: ({ signal }) => productsApi.get('SELLER', id, signal),
    retry: false,
  });
  const gate = detailGate(id, product);
  if (gate || !product.data) return gate;
  const data = product.data;

  const download = async (key: string, url: string, name: string) => {
    setBusy(key);
    setFailure(null);
    try {
      saveFile(await loadApiImage(url), name);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeader title={title} back={{ to: `/s/product/${data.id}`, label: t('title.product') }} />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Text size="sm" data-testid="print-designs-product">
            {t('printDesigns.product')} <Isolated>{data.title}</Isolated> ·{' '}
            <Isolated>{data.productTypeName}</Isolated> · <Ltr>{data.sku}</Ltr>
          </Text>
        </Paper>
        {failure && (
          <Alert color="red" data-testid="print-designs-error">
            {failure}
          </Alert>
        )}
        {data.printDesigns.length === 0 ? (
          <Alert data-testid="print-designs-empty">{t('printDesigns.none')}</Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {data.printDesigns.map((entry) => (
              <PrintDesignCard
                key={entry.uploadTypeItemId}
                design={{
                  positionName: entry.uploadTypeItemName,
                  type: entry.type,
                  fileName: entry.design.name,
                  width: entry.design.width,
                  height: entry.design.height,
                  dpi: entry.design.dpi,
                  imageUrl: entry.design.thumbnailUrl ?? entry.design.url,
                }}
                isDownloading={busy === entry.uploadTypeItemId}
                onDownload={() =>
                  void download(entry.uploadTypeItemId, entry.design.url, entry.design.name)
                }
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </>
  );
}
