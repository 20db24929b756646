import { Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { isMoneyCondition, type SellerEvent } from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { BadgeImage } from './listConfig';

const when = (iso: string) => new Date(iso).toLocaleString();

/** One event as the seller sees it: its window, their progress to each milestone, its coupons. */
export function SellerEventCard({
  event,
  children,
}: {
  event: SellerEvent;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { completedItems, completedValue } = event.progress;
  return (
    <Card withBorder radius="md" data-testid="seller-event">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{event.name}</Text>
          <Badge variant="light">{t(`engagement.modes.${event.mode}`)}</Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('engagement.seller.window', { from: when(event.fromDate), to: when(event.toDate) })}
        </Text>
        {event.description && <Text size="sm">{event.description}</Text>}
        <Text size="sm" fw={600}>
          {t('engagement.seller.progress')}:{' '}
          <span data-testid="seller-event-items">
            {t('engagement.seller.completedItems', { count: completedItems })}
          </span>
          {' · '}
          {t('engagement.seller.completedValue', { value: formatMoney(completedValue) })}
        </Text>
        {event.milestones.map((milestone) => {
          const current = isMoneyCondition(milestone.conditionType)
            ? completedValue
            : completedItems;
          const target = isMoneyCondition(milestone.conditionType)
            ? formatMoney(milestone.conditionValue)
            : String(milestone.conditionValue);
          return (
            <Group
              key={milestone.mileStoneNo}
              wrap="nowrap"
              gap="sm"
              data-testid="seller-milestone"
            >
              <BadgeImage url={milestone.badgeImageUrl} name={milestone.badgeName} size={32} />
              <Stack gap={2} style={{ flex: 1 }}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm">
                    {milestone.badgeName} · {t(`engagement.conditions.${milestone.conditionType}`)}{' '}
                    {target}
                  </Text>
                  {milestone.isReached ? (
                    <Badge
                      color="teal"
                      leftSection={<IconCircleCheck size={12} />}
                      data-testid="milestone-reached"
                    >
                      {t('engagement.seller.reached')}
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light">
                      {t('engagement.seller.notReached')}
                    </Badge>
                  )}
                </Group>
                <Progress
                  value={
                    milestone.isReached
                      ? 100
                      : Math.min(100, (current / milestone.conditionValue) * 100)
                  }
                  color={milestone.isReached ? 'teal' : 'blue'}
                  size="sm"
                />
              </Stack>
            </Group>
          );
        })}
        {event.couponCodes.length > 0 && (
          <Group gap={6}>
            <Text size="sm">{t('engagement.fields.coupons')}:</Text>
            {event.couponCodes.map((code) => (
              <Badge key={code} variant="outline">
                {code}
              </Badge>
            ))}
          </Group>
        )}
        {children}
      </Stack>
    </Card>
  );
}
