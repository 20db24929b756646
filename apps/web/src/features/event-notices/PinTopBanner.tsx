import { CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoticeHtml } from './NoticeHtml';
import { NoticePager, useNoticePaging, type NoticeLayoutProps } from './Pager';

/** Pinned notices above the page: one at a time with paging, closed all together. */
export function PinTopBanner({ notices, onClose }: NoticeLayoutProps) {
  const { t } = useTranslation();
  const { index, setIndex, current } = useNoticePaging(notices);
  if (!current) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      mb="md"
      bg="var(--mantine-color-yellow-light)"
      data-testid="notice-banner"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} data-testid="notice-banner-subject" dir="auto">
            {current.subject}
          </Text>
          <NoticeHtml html={current.content} testId="notice-banner-content" />
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <NoticePager index={index} total={notices.length} onChange={setIndex} />
          <CloseButton
            onClick={() => onClose(notices)}
            aria-label={t('notifications.eventNotices.close')}
            data-testid="notice-banner-close"
          />
        </Group>
      </Group>
    </Paper>
  );
}
