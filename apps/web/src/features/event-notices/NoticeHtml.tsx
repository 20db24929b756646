import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeNoticeHtml } from './sanitize';

/** A notice's HTML content, sanitised right before it is put into the page. */
export function NoticeHtml({ html, testId }: { html: string; testId?: string }) {
  const safe = useMemo(() => sanitizeNoticeHtml(html), [html]);
  return (
    <Typography>
      {/* Written by an admin in any language: its own direction, not the page's. */}
      <div data-testid={testId} dir="auto" dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}
