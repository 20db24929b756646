import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { capBadge, TOP_BAR_BADGE_CAP } from '@platfox/domain';
import { IconMedal } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRefresh } from '../../platform/api/cachedMutation';
import { useLiveEvent } from '../../platform/live/socket';
import { engagementApi, engagementKeys } from './api';

/**
 * The seller's badge medal in the top bar (spec 01 section 2.8): it links to /s/my-badge and
 * shows how many badges the seller holds; a badge awarded live (badge_awarded) is announced and
 * counted at once.
 */
export function BadgeMedal() {
  const { t } = useTranslation();
  const { data: badges } = useQuery({
    queryKey: engagementKeys.myBadges,
    queryFn: ({ signal }) => engagementApi.myBadges(signal),
  });
  const refresh = useRefresh([engagementKeys.all]);
  useLiveEvent('badge_awarded', (badge) => {
    notifications.show({
      color: 'yellow',
      title: t('notifications.titles.badgeAwarded'),
      message: badge.name,
    });
    void refresh();
  });
  const count = new Set(badges?.map((badge) => badge.id)).size;
  const label = count > 0 ? t('engagement.medal.count', { count }) : t('liveShell.topBar.myBadges');
  const shown = capBadge(count || null, TOP_BAR_BADGE_CAP);
  return (
    <Tooltip label={label}>
      <Indicator
        label={shown}
        disabled={!shown}
        size={16}
        color="yellow"
        offset={4}
        data-testid="badge-medal-count"
      >
        <ActionIcon
          component={Link}
          to="/s/my-badge"
          variant={count > 0 ? 'light' : 'subtle'}
          color="yellow"
          size="lg"
          aria-label={label}
          data-testid="badge-medal"
        >
          <IconMedal size={20} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
