import { notifications } from '@mantine/notifications';

/** The browser's Notification API, when this browser has one. */
const browserNotification = (): typeof Notification | null =>
  typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;

/** Asks once for desktop notifications; browsers only ask during a user gesture. */
export function askNoticePermission(): void {
  const api = browserNotification();
  if (!api || api.permission !== 'default') return;
  void Promise.resolve(api.requestPermission()).catch(() => undefined);
}

/** A desktop notification when the browser permits it, otherwise a toast in the page. */
export function showNotice(title: string, message: string): 'desktop' | 'toast' {
  const api = browserNotification();
  if (api?.permission === 'granted') {
    try {
      new api(title, { body: message, tag: 'printed-packing-slip' });
      return 'desktop';
    } catch {
      // Some browsers allow notifications only from a service worker: the toast says it.
    }
  }
  notifications.show({ title, message, color: 'teal' });
  return 'toast';
}
