import { Alert, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { PageHeader } from '../../ui/PageHeader';
import { refusalMessage } from '../scan/api';
import { beep } from '../scan/beep';
import { SlipScanInput } from '../scan/SlipScanInput';
import { useKeepFocus } from '../scan/useKeepFocus';
import { lookUpSlip, type SlipLookup } from './api';
import { CompletedItemCard } from './CompletedItemCard';
import { CompletedPhotoUpload } from '../production/CompletedPhotoUpload';
import { SessionScanList } from './SessionScanList';
import { sessionScanOf, useSessionScans } from './sessionScans';

type Shown = { kind: 'found'; found: SlipLookup } | { kind: 'refused'; message: string };

/**
 * The completed product scanner (issue 6): a station that reads a finished product's packing
 * slip, shows its item without changing it, and takes photos of it with the device's camera.
 */
export default function CompletedScannerPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const [value, setValue] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const [pending, setPending] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const refocus = useKeepFocus(input);
  const history = useSessionScans();
  // Look-ups run side by side; only the latest scan's answer may take the screen.
  const latest = useRef(0);

  const scan = async (raw: string) => {
    const scanned = raw.trim();
    setValue('');
    if (scanned === '') return;
    const turn = ++latest.current;
    setPending((count) => count + 1);
    try {
      const found = await lookUpSlip(scanned);
      beep();
      history.record(sessionScanOf(found, Date.now()));
      if (turn === latest.current) setShown({ kind: 'found', found });
    } catch (error) {
      const message = refusalMessage(error, t('errors.connection'));
      if (message !== null && turn === latest.current) setShown({ kind: 'refused', message });
    } finally {
      setPending((count) => count - 1);
      refocus();
    }
  };

  // Enter is read on the input: a busy submit button would make the browser drop the scanner's.
  const found = shown?.kind === 'found' ? shown.found : null;
  return (
    <>
      <PageHeader title={title} />
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="md">
                <Text size="sm">{t('completedScanner.intro')}</Text>
                <SlipScanInput
                  inputRef={input}
                  label={t('completedScanner.input.label')}
                  placeholder={t('completedScanner.input.placeholder')}
                  submitLabel={t('completedScanner.input.submit')}
                  value={value}
                  onValue={setValue}
                  onScan={(scanned) => void scan(scanned)}
                  isPending={pending > 0}
                  testId="completed"
                />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            {shown === null && (
              <Paper withBorder radius="md" p="lg">
                <Text c="dimmed" data-testid="completed-empty">
                  {t('completedScanner.empty')}
                </Text>
              </Paper>
            )}
            {shown?.kind === 'refused' && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="completed-error">
                {shown.message}
              </Alert>
            )}
            {found && <CompletedItemCard found={found} />}
          </Grid.Col>
        </Grid>
        {found && (
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Title order={4}>{t('completedScanner.photos.title')}</Title>
              {/* Keyed by the unit, so a new scan starts with a fresh upload state. */}
              <CompletedPhotoUpload
                key={found.unit.id}
                itemId={found.item.id}
                qtyIndex={found.unit.qtyIndex}
              />
            </Stack>
          </Paper>
        )}
        <SessionScanList rows={history.rows} />
      </Stack>
    </>
  );
}
