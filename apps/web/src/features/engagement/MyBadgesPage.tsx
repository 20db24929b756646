import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { PageLoader } from '../../ui/FullPageLoader';
import { useRouteTitle } from '../../ui/routeMeta';
import { engagementApi, engagementKeys } from './api';
import { BadgeImage } from './listConfig';

const day = (iso: string) => new Date(iso).toLocaleDateString();

/** /s/my-badge: the badges the seller earned, each with its event and the coupons it brings. */
export default function MyBadgesPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const { data: badges } = useQuery({
    queryKey: engagementKeys.myBadges,
    queryFn: ({ signal }) => engagementApi.myBadges(signal),
  });
  return (
    <>
      <PageHeader title={title} />
      <Text c="dimmed" mb="md">
        {t('engagement.seller.badgesIntro')}
      </Text>
      {!badges ? (
        <PageLoader />
      ) : badges.length === 0 ? (
        <Text data-testid="my-badges-empty">{t('engagement.seller.noBadges')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="my-badges">
          {badges.map((badge) => (
            <Card
              key={`${badge.id}-${badge.awardedAt}`}
              withBorder
              radius="md"
              data-testid="my-badge"
            >
              <Group wrap="nowrap" align="flex-start">
                <BadgeImage url={badge.imageUrl} name={badge.name} size={64} />
                <Stack gap={4}>
                  <Text fw={700}>{badge.name}</Text>
                  {badge.description && <Text size="sm">{badge.description}</Text>}
                  <Text size="xs" c="dimmed">
                    {t('engagement.seller.awardedAt', { date: day(badge.awardedAt) })} ·{' '}
                    {badge.validUntil
                      ? t('engagement.seller.validUntil', { date: day(badge.validUntil) })
                      : t('engagement.seller.forever')}
                  </Text>
                  <Text size="xs" component={Link} to={`/s/event/${badge.eventId}`} c="blue">
                    {t('engagement.seller.fromEvent', { event: badge.eventName })}
                  </Text>
                  <Group gap={6}>
                    {badge.coupons.map((coupon) => (
                      <Badge
                        key={coupon.code}
                        variant={coupon.isUsed ? 'outline' : 'filled'}
                        color={coupon.isUsed ? 'gray' : 'teal'}
                        data-testid="my-badge-coupon"
                      >
                        {coupon.code} ·{' '}
                        {coupon.isUsed
                          ? t('engagement.seller.couponUsed')
                          : t('engagement.seller.couponReady')}
                      </Badge>
                    ))}
                  </Group>
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
