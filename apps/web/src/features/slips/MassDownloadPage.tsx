import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  PACKING_SLIP_DOWNLOAD_CONTENTS,
  type PackingSlipDownloadBody,
  type PackingSlipDownloadContent,
} from '@platfox/domain';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { isApiError } from '../../platform/api';
import { useStore } from '../../platform/store';
import { PageHeader } from '../../ui/PageHeader';
import { MassUploadDesigns } from '../print-designs/MassUploadDesigns';
import { timezoneOffset } from '../staff/api';
import { CheckInAlert } from '../staff/CheckInAlert';
import { staffStore } from '../staff/staffSession';
import { slipKeys, slipsApi } from './api';
import { DownloadProgress } from './DownloadProgress';
import { parseItemIds } from './itemIds';
import { useDownloadJob } from './useDownloadJob';

type Choice = 'items' | 'blanks';

/** What the lists' "Download slips" button hands over with the job it started. */
export type MassDownloadState = { orderItemIds?: string[] };

const JOB_PARAM = 'jobId';

/**
 * /p/mass-download (spec 02 section 7): packing slips as one PDF, or print designs or shipping
 * labels as one zip, chosen by blank apparels or by order item ids. The server makes the file in
 * a job; the page follows it live and offers the file when done. Refusals (limits, staff) show.
 * Below, the other way: print designs uploaded back (mass-upload-print-designs).
 */
export default function MassDownloadPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const handed = (location.state as MassDownloadState | null)?.orderItemIds ?? [];
  const staffId = useStore(staffStore, (state) => state.staffId);
  const [contents, setContents] = useState<PackingSlipDownloadContent>('PACKING_SLIPS');
  const [choice, setChoice] = useState<Choice>('items');
  const [text, setText] = useState(() => handed.join('\n'));
  const [blankIds, setBlankIds] = useState<string[]>([]);
  const jobId = params.get(JOB_PARAM);
  const job = useDownloadJob(jobId);
  const pasted = parseItemIds(text);

  const blanks = useQuery({
    queryKey: slipKeys.blanks,
    queryFn: ({ signal }) => slipsApi.blankApparels(signal),
    enabled: choice === 'blanks',
  });

  const start = useMutation({
    mutationFn: (body: PackingSlipDownloadBody) => slipsApi.massDownload(body),
    onSuccess: ({ jobId: started }) =>
      setParams({ [JOB_PARAM]: started }, { replace: true, state: location.state }),
  });

  const chosen = choice === 'items' ? pasted.ids.length > 0 : blankIds.length > 0;
  const canStart = staffId !== null && chosen && pasted.invalid.length === 0;
  const submit = () => {
    if (!staffId) return;
    start.mutate({
      contents,
      ...(choice === 'items' ? { orderItemIds: pasted.ids } : { blankApparelIds: blankIds }),
      staffId,
      timezoneOffset: timezoneOffset(),
    });
  };

  return (
    <>
      <PageHeader title={title} />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('slips.mass.contents')}
              </Text>
              <SegmentedControl
                value={contents}
                onChange={(value) => setContents(value as PackingSlipDownloadContent)}
                data={PACKING_SLIP_DOWNLOAD_CONTENTS.map((value) => ({
                  value,
                  label: t(`slips.mass.${value}`),
                }))}
                data-testid="mass-contents"
              />
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('slips.mass.by')}
              </Text>
              <SegmentedControl
                value={choice}
                onChange={(value) => setChoice(value as Choice)}
                data={[
                  { value: 'items', label: t('slips.mass.byItems') },
                  { value: 'blanks', label: t('slips.mass.byBlanks') },
                ]}
                data-testid="mass-by"
              />
            </Stack>
            {choice === 'items' ? (
              <Textarea
                label={t('slips.mass.byItems')}
                description={t('slips.mass.itemsHint')}
                rows={6}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                error={
                  pasted.invalid.length > 0
                    ? t('slips.mass.invalidIds', { ids: pasted.invalid.slice(0, 3).join(', ') })
                    : undefined
                }
                data-testid="mass-item-ids"
              />
            ) : (
              <MultiSelect
                label={t('slips.mass.byBlanks')}
                description={t('slips.mass.blanksHint')}
                placeholder={t('slips.mass.blanksPlaceholder')}
                nothingFoundMessage={t('slips.mass.noBlanks')}
                searchable
                data={blanks.data ?? []}
                value={blankIds}
                onChange={setBlankIds}
                data-testid="mass-blanks"
              />
            )}
            {choice === 'items' && (
              <Text size="xs" c="dimmed" data-testid="mass-item-count">
                {t('slips.mass.itemsCount', { count: pasted.ids.length })}
              </Text>
            )}
            {staffId === null && <CheckInAlert testId="mass-check-in" />}
            {start.error && (
              <Alert color="red" data-testid="mass-error">
                <Stack gap={2}>
                  <Text size="sm">{start.error.message}</Text>
                  {isApiError(start.error) &&
                    Object.entries(start.error.errors)
                      .filter(([, message]) => message !== start.error.message)
                      .map(([field, message]) => (
                        <Text size="sm" key={field}>
                          {message}
                        </Text>
                      ))}
                </Stack>
              </Alert>
            )}
            <Group>
              <Button
                leftSection={<IconDownload size={16} />}
                disabled={!canStart}
                loading={start.isPending}
                onClick={submit}
                data-testid="mass-start"
              >
                {t('slips.mass.start')}
              </Button>
            </Group>
          </Stack>
        </Paper>
        {job && <DownloadProgress job={job} />}
        <MassUploadDesigns />
      </Stack>
    </>
  );
}
