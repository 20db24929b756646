import { CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import type { EventNotify } from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeHtml } from './NoticeHtml';
import { NoticePager } from './Pager';

type SidebarProps = { notices: EventNotify[]; onClose: (notices: EventNotify[]) => void };

/**
 * SIDEBAR notices: a card at the side of the page, on the reading end's edge (the left in
 * Arabic), one at a time with paging and closed all together, as the banner is. It floats over
 * the page so no screen has to leave room for it, and on a phone it keeps to the screen's width.
 */
export function SidebarNotices({ notices, onClose }: SidebarProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  if (notices.length === 0) return null;
  const current = notices[Math.min(index, notices.length - 1)]!;
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
