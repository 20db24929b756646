import {
  NOTIFICATION_LAZY_PLACEHOLDER_HEIGHT_PX,
  NOTIFICATION_LAZY_VISIBILITY_RATIO,
} from '@platfox/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once a quarter of its 60 px placeholder is visible (spec 02 section 4.10),
 * so a long panel does not build every item up front. Without IntersectionObserver it renders
 * straight away.
 */
export function LazyBlock({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [isVisible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isVisible || !element) return;
    // Checked again here: the effect may run where the observer is gone (a test's teardown).
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { threshold: NOTIFICATION_LAZY_VISIBILITY_RATIO },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isVisible]);
  if (isVisible) return <>{children}</>;
  return (
    <div
      ref={ref}
      style={{ minHeight: NOTIFICATION_LAZY_PLACEHOLDER_HEIGHT_PX }}
      data-testid="notification-placeholder"
    />
  );
}
