import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { detailGate } from '../../ui/detailGate';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { engagementApi, engagementKeys } from './api';
import { Leaderboard } from './Leaderboard';
import { SellerEventCard } from './SellerEventCard';

/** /s/event/:id and /s/contest/:id: one event the seller is in; a contest shows its board. */
export default function SellerEventPage() {
  const title = useRouteTitle();
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: engagementKeys.myEvent(id),
    queryFn: ({ signal }) => engagementApi.myEvent(id, signal),
    retry: false,
  });
  const event = query.data;
  return (
    <>
      <PageHeader title={event?.name ?? title} />
      {detailGate(id, query) ?? (
        <Stack gap="md" maw={960}>
          <SellerEventCard event={event!} />
          {event!.mode === 'CONTEST' && <Leaderboard eventId={id} isSeller />}
        </Stack>
      )}
    </>
  );
}
