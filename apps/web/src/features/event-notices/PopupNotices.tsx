import { Button, Group, Modal } from '@mantine/core';
import { POPUP_NOTICE_DELAY_MS } from '@platfox/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeKey } from './cache';
import { NoticeHtml } from './NoticeHtml';
import { NoticePager, useNoticePaging, type NoticeLayoutProps } from './Pager';

/**
 * Pop-up notices: a modal about a second after they arrive (spec 02 section 4.11), with back,
 * next and close; closing marks all of them seen.
 */
export function PopupNotices({ notices, onClose }: NoticeLayoutProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const { index, setIndex, current } = useNoticePaging(notices);
  const arrival = notices.map(noticeKey).join();

  useEffect(() => {
    setOpen(false);
    setIndex(0);
    if (!arrival) return;
    const timer = setTimeout(() => setOpen(true), POPUP_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [arrival, setIndex]);

  if (!current) return null;
  const close = () => {
    setOpen(false);
    onClose(notices);
  };
  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={current.subject}
      size="lg"
      centered
      data-testid="notice-popup"
    >
      <NoticeHtml html={current.content} testId="notice-popup-content" />
      <Group justify="space-between" mt="md">
        <NoticePager index={index} total={notices.length} onChange={setIndex} />
        <Button variant="default" onClick={close} data-testid="notice-popup-close">
          {t('notifications.eventNotices.close')}
        </Button>
      </Group>
    </Modal>
  );
}
