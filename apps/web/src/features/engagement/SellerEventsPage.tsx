import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageLoader } from '../../ui/FullPageLoader';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { engagementApi, engagementKeys } from './api';
import { SellerEventCard } from './SellerEventCard';

/** /s/events (every event the seller is in) and /s/contests (the contests among them). */
export default function SellerEventsPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const isContests = useLocation().pathname.startsWith('/s/contest');
  const { data } = useQuery({
    queryKey: engagementKeys.myEvents,
    queryFn: ({ signal }) => engagementApi.myEvents(signal),
  });
  const events = data?.filter((event) => !isContests || event.mode === 'CONTEST');
  return (
    <>
      <PageHeader title={title} />
      <Text c="dimmed" mb="md">
        {t('engagement.seller.eventsIntro')}
      </Text>
      {!events ? (
        <PageLoader />
      ) : events.length === 0 ? (
        <Text data-testid="seller-events-empty">{t('engagement.seller.noEvents')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {events.map((event) => (
            <SellerEventCard key={event.id} event={event}>
              <Anchor
                component={Link}
                to={`/s/${event.mode === 'CONTEST' ? 'contest' : 'event'}/${event.id}`}
                size="sm"
                data-testid="seller-event-open"
              >
                {t('engagement.seller.open')}
              </Anchor>
            </SellerEventCard>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
