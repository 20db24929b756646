import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Isolated, Ltr } from '../../ui/Bidi';
import { detailGate } from '../../ui/detailGate';
import { saveFile } from '../../ui/download';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { designImageUrl, printDesignKeys, printDesignsApi } from './api';
import { PrintDesignCard } from './PrintDesignCard';

const extensionOf = (name: string) => /\.[A-Za-z0-9]{1,5}$/.exec(name)?.[0] ?? '';

/**
 * /p/print-design/:code: the print designs of one of the printer's items, found by its packing-slip
 * code (or a unit's scanned value): each print position's design with its size and density, to
 * download one by one or all as a zip.
 */
export default function PrinterPrintDesignPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const { code = '' } = useParams();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const item = useQuery({
    queryKey: printDesignKeys.item(code),
    queryFn: ({ signal }) => printDesignsApi.item(code, signal),
    retry: false,
  });
  const gate = detailGate(code, item);
  if (gate || !item.data) return gate;
  const data = item.data;
  // The server's names: <slip code>-<position>, which a mass upload reads back.
  const stem = data.code;

  const download = async (key: string, name: string, uploadTypeItemId?: string) => {
    setBusy(key);
    setFailure(null);
    try {
      saveFile(await printDesignsApi.download(data.code, uploadTypeItemId), name);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        back={{ to: `/p/order/${data.orderItemId}`, label: t('title.orderItem') }}
        actions={
          <Button
            leftSection={<IconFileZip size={16} />}
            disabled={data.designs.length === 0}
            loading={busy === 'all'}
            onClick={() => void download('all', `print-designs-${stem}.zip`)}
            data-testid="print-designs-download-all"
          >
            {t('printDesigns.downloadAll')}
          </Button>
        }
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Group gap="xl" wrap="wrap">
            <Text size="sm" data-testid="print-designs-order">
              {t('printDesigns.order')} <Ltr>{data.orderSelfId}</Ltr>
            </Text>
            <Text size="sm">
              {t('printDesigns.product')} <Isolated>{data.productTitle}</Isolated> ·{' '}
              <Isolated>{data.productTypeName}</Isolated>
            </Text>
            <Text size="sm">
              {t('printDesigns.code')} <Ltr>{data.code}</Ltr>
            </Text>
            <Text size="sm">{t('printDesigns.quantity', { count: data.quantity })}</Text>
          </Group>
        </Paper>
        {failure && (
          <Alert color="red" data-testid="print-designs-error">
            {failure}
          </Alert>
        )}
        {data.designs.length === 0 ? (
          <Alert data-testid="print-designs-empty">{t('printDesigns.none')}</Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {data.designs.map((design) => (
              <PrintDesignCard
                key={design.uploadTypeItemId}
                design={{ ...design, imageUrl: designImageUrl(data.code, design.uploadTypeItemId) }}
                isDownloading={busy === design.uploadTypeItemId}
                onDownload={() =>
                  void download(
                    design.uploadTypeItemId,
                    `${stem}-${design.positionName}${extensionOf(design.fileName)}`,
                    design.uploadTypeItemId,
                  )
                }
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </>
  );
}
