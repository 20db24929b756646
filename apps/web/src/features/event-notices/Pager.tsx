import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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
