import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeNoticeHtml } from './sanitize';

/** A notice's HTML content, sanitised right before it is put into the page. */
export function NoticeHtml({ html, testId }: { html: string; testId?: string }) {
  const safe = useMemo(() => sanitizeNoticeHtml(html), [html]);
  return (
    <Typography>
      <div data-testid={testId} dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}
