import { CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoticeHtml } from './NoticeHtml';
import { NoticePager, useNoticePaging, type NoticeLayoutProps } from './Pager';

/**
 * SIDEBAR notices: a card at the side of the page, on the reading end's edge (the left in
 * Arabic), one at a time with paging and closed all together, as the banner is. It floats over
 * the page so no screen has to leave room for it, and on a phone it keeps to the screen's width.
 */
export function SidebarNotices({ notices, onClose }: NoticeLayoutProps) {
  const { t } = useTranslation();
  const { index, setIndex, current } = useNoticePaging(notices);
  if (!current) return null;
  return (
    <Paper
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      component="aside"
      aria-label={current.subject}
      data-testid="notice-sidebar"
      style={{
        position: 'fixed',
        insetInlineEnd: 16,
        bottom: 16,
        width: 'min(320px, calc(100vw - 32px))',
        maxHeight: '50vh',
        overflowY: 'auto',
        zIndex: 150,
      }}
    >
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={700} data-testid="notice-sidebar-subject" dir="auto">
            {current.subject}
          </Text>
          <CloseButton
            onClick={() => onClose(notices)}
            aria-label={t('notifications.eventNotices.close')}
            data-testid="notice-sidebar-close"
          />
        </Group>
        <NoticeHtml html={current.content} testId="notice-sidebar-content" />
        <NoticePager index={index} total={notices.length} onChange={setIndex} />
      </Stack>
    </Paper>
  );
}
