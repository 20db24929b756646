import type { MouseEvent, ReactNode } from 'react';
import { navigateTo } from '../../../platform/navigation';

/**
 * A cell's link to its row's screen: a plain anchor whose plain click goes through the router
 * (platform/navigation), as React Router's Link would. The row's address is already absolute (with
 * its m and q), which is all Link would resolve, and a Link per row resolved it on every render:
 * its useResolvedPath serialises the route matches each time, a cost a list of 100 rows paid
 * hundreds of times before its rows showed (issue 37). A click with a modifier key, or another
 * button, is left to the browser (a new tab).
 */
export function RowLink({
  to,
  className,
  title,
  dir,
  testId,
  children,
}: {
  to: string;
  className: string;
  title?: string;
  dir?: 'auto' | 'ltr';
  testId: string;
  children: ReactNode;
}) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // The click belongs to the link, not to the row (which toggles selection).
    event.stopPropagation();
    const isPlain =
      event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !isPlain) return;
    event.preventDefault();
    navigateTo(to);
  };
  return (
    <a href={to} className={className} title={title} dir={dir} onClick={open} data-testid={testId}>
      {children}
    </a>
  );
}
