import { ActionIcon, Group, Text } from '@mantine/core';
import type { EventNotify } from '@platfox/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What each notice layout takes: its notices, and what closing them (all together) does. */
export type NoticeLayoutProps = {
  notices: EventNotify[];
  onClose: (notices: EventNotify[]) => void;
};

/** The pager's place among the notices, and the notice on show (none when there are none). */
export function useNoticePaging(notices: EventNotify[]) {
  const [index, setIndex] = useState(0);
  const current: EventNotify | undefined = notices[Math.min(index, notices.length - 1)];
  return { index, setIndex, current };
}

type PagerProps = { index: number; total: number; onChange: (index: number) => void };

/** Back and next between several notices, with "2 of 3" between them. */
export function NoticePager({ index, total, onChange }: PagerProps) {
  const { t } = useTranslation();
  if (total < 2) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="sm"
        disabled={index === 0}
        onClick={() => onChange(index - 1)}
        aria-label={t('notifications.eventNotices.previous')}
        data-testid="notice-previous"
      >
        <IconChevronLeft size={16} />
      </ActionIcon>
      <Text size="xs" data-testid="notice-position">
        {t('notifications.eventNotices.position', { current: index + 1, total })}
      </Text>
      <ActionIcon
        variant="subtle"
        size="sm"
        disabled={index >= total - 1}
        onClick={() => onChange(index + 1)}
        aria-label={t('notifications.eventNotices.next')}
        data-testid="notice-next"
      >
        <IconChevronRight size={16} />
      </ActionIcon>
    </Group>
  );
}
