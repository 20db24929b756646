import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EngagementEvent, EventStatus } from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { StatusBadge } from '../../ui/StatusBadge';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { engagementApi, engagementKeys, useEngagementMutation } from './api';
import { EventForm } from './EventForm';
import { Leaderboard } from './Leaderboard';
import { useMay } from './may';
import { RecordPage } from './RecordPage';

/** Activating asks first (it locks the content for good); deactivating stops the event. */
function StatusBar({ event }: { event: EngagementEvent }) {
  const { t } = useTranslation();
  const may = useMay();
  const setStatus = useEngagementMutation({
    mutationFn: (status: EventStatus) => engagementApi.setEventStatus(event.id, status),
    onSuccess: (saved) =>
      notifications.show({
        color: 'teal',
        message: t(
          saved.status === 'ACTIVATED' ? 'engagement.activated' : 'engagement.deactivated',
        ),
      }),
  });
  const next: EventStatus = event.status === 'ACTIVATED' ? 'INACTIVATED' : 'ACTIVATED';
  const change = useConfirmedAction<EventStatus>({
    title: (status) =>
      t(status === 'ACTIVATED' ? 'engagement.actions.activate' : 'engagement.actions.deactivate'),
    message: (status) =>
      status === 'ACTIVATED' ? t('engagement.actions.confirmActivate') : event.name,
    confirmLabel: (status) =>
      t(status === 'ACTIVATED' ? 'engagement.actions.activate' : 'engagement.actions.deactivate'),
    testId: 'event-status-confirm',
    run: (status) => setStatus.mutateAsync(status),
  });
  return (
    <Group justify="space-between" maw={960}>
      <StatusBadge status={event.status} />
      {may('EVENT_DETAIL_UPDATE') && (
        <Button
          variant={next === 'ACTIVATED' ? 'filled' : 'default'}
          onClick={() => change.ask(next)}
          data-testid="event-status-toggle"
        >
          {t(
            next === 'ACTIVATED' ? 'engagement.actions.activate' : 'engagement.actions.deactivate',
          )}
        </Button>
      )}
      {change.dialog}
    </Group>
  );
}

/** /a/event/create, /a/event/:id, /a/contest/create and /a/contest/:id. */
export default function EventPage() {
  const isContest = useLocation().pathname.startsWith('/a/contest');
  const base = isContest ? '/a/contest' : '/a/event';
  return (
    <RecordPage
      queryKey={engagementKeys.event}
      read={engagementApi.event}
      render={(event, readOnly) => (
        <Stack gap="md">
          {event && <StatusBar event={event} />}
          <EventForm
            key={event?.updatedAt ?? 'new'}
            event={event}
            mode={isContest ? 'CONTEST' : 'NORMAL'}
            base={base}
            readOnly={readOnly}
          />
          {event?.mode === 'CONTEST' && event.activatedAt && (
            <Leaderboard eventId={event.id} isSeller={false} />
          )}
        </Stack>
      )}
    />
  );
}
