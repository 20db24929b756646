import { Alert, Button, Center, Group, Loader, Paper, Select, Stack } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { isApiError } from '../../platform/api';
import { useStore } from '../../platform/store';
import { ErrorPage } from '../../ui/ErrorPage';
import { PageHeader } from '../../ui/PageHeader';
import { followDownload } from '../../ui/download';
import { productionApi, productionKeys } from '../production/api';
import { timezoneOffset } from '../staff/api';
import { CheckInAlert } from '../staff/CheckInAlert';
import { staffStore } from '../staff/staffSession';
import { slipKeys, slipsApi } from './api';

const ALL = 'all';

/**
 * /p/packing-slip/:id: the item's packing slips (all its units, or one) drawn by the server and
 * shown in the page, to print or save. Each drawing is recorded as printed by the checked-in
 * staff member, so without one nothing is asked for.
 */
export default function PackingSlipPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const { id = '' } = useParams();
  const staffId = useStore(staffStore, (state) => state.staffId);
  const [choice, setChoice] = useState(ALL);
  const qtyIndex = choice === ALL ? null : Number(choice);
  const item = useQuery({
    queryKey: productionKeys.item(id),
    queryFn: ({ signal }) => productionApi.item(id, signal),
    retry: false,
  });
  const pdf = useQuery({
    queryKey: slipKeys.pdf(id, qtyIndex, staffId),
    queryFn: ({ signal }) =>
      slipsApi.pdf(id, { qtyIndex, staffId: staffId!, timezoneOffset: timezoneOffset() }, signal),
    enabled: staffId !== null && item.isSuccess,
    // Every fetch is a print on the record: never again on its own.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const url = useObjectUrl(pdf.data ?? null);
  const frame = useRef<HTMLIFrameElement>(null);

  if (item.error) {
    return <ErrorPage status={isApiError(item.error) ? item.error.status : 0} />;
  }
  const units = item.data?.units ?? [];
  const fileName = `packing-slip-${id.slice(0, 8)}${qtyIndex ? `-${qtyIndex}` : ''}.pdf`;

  return (
    <>
      <PageHeader
        title={title}
        back={{ to: `/p/order/${id}`, label: t('title.orderItem') }}
        actions={
          <Group gap="xs">
            <Button
              leftSection={<IconPrinter size={16} />}
              disabled={!url}
              onClick={() => frame.current?.contentWindow?.print()}
              data-testid="slip-print"
            >
              {t('slips.slip.print')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              disabled={!url}
              onClick={() => url && followDownload(url, fileName)}
              data-testid="slip-download"
            >
              {t('slips.slip.download')}
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <Select
          label={t('slips.slip.qtyIndex')}
          w={260}
          allowDeselect={false}
          value={choice}
          onChange={(value) => setChoice(value ?? ALL)}
          data={[
            { value: ALL, label: t('slips.slip.allIndexes') },
            ...units.map((unit) => ({
              value: String(unit.qtyIndex),
              label: t('slips.slip.indexOption', {
                index: unit.qtyIndex,
                total: item.data?.quantity ?? units.length,
              }),
            })),
          ]}
          data-testid="slip-qty-index"
        />
        {staffId === null ? (
          <CheckInAlert testId="slip-check-in" />
        ) : pdf.error ? (
          <Alert color="red" data-testid="slip-error">
            {t('slips.slip.failed', { message: pdf.error.message })}
          </Alert>
        ) : url ? (
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
            <iframe
              ref={frame}
              src={url}
              title={t('slips.slip.frameTitle', { product: item.data?.productTitle ?? '' })}
              style={{ width: '100%', height: '75vh', border: 0, display: 'block' }}
              data-testid="slip-frame"
            />
          </Paper>
        ) : (
          <Center mih={240}>
            <Loader size="sm" aria-label={t('slips.slip.loading')} />
          </Center>
        )}
      </Stack>
    </>
  );
}

/** An object URL for the blob while it is shown, revoked when it changes or the page goes. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    // The frame shows it as a PDF whatever type the answer was read with.
    const typed =
      blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
    const next = URL.createObjectURL(typed);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
