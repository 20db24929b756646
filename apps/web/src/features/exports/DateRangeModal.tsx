import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type DateRangeModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Dates as YYYY-MM-DD; the server reads them in the query's time zone. */
  onSubmit: (range: { startDate: string; endDate: string }) => void;
};

/** The BY_DATE export asks for its dates first: both required, the first not after the last. */
export function DateRangeModal({ opened, onClose, onSubmit }: DateRangeModalProps) {
  const { t } = useTranslation();
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  // YYYY-MM-DD compares as text.
  const isReversed = startDate !== '' && endDate !== '' && startDate > endDate;
  const isComplete = startDate !== '' && endDate !== '' && !isReversed;
  return (
    <Modal opened={opened} onClose={onClose} title={t('exports.byDate.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (isComplete) onSubmit({ startDate, endDate });
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('exports.byDate.hint')}
          </Text>
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label={t('exports.byDate.startDate')}
              value={startDate}
              onChange={(event) => setStartDate(event.currentTarget.value)}
              required
              data-testid="export-date-start"
            />
            <TextInput
              type="date"
              label={t('exports.byDate.endDate')}
              value={endDate}
              onChange={(event) => setEndDate(event.currentTarget.value)}
              error={isReversed ? t('exports.byDate.order') : undefined}
              required
              data-testid="export-date-end"
            />
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('exports.byDate.cancel')}
            </Button>
            <Button type="submit" disabled={!isComplete} data-testid="export-date-submit">
              {t('exports.byDate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
