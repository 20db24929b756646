const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const isSameLocalDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/**
 * When a notification was sent, as the panel shows it (spec 02 section 4.10): a relative time
 * ("5 minutes ago") only for today's notifications, the date and time for older ones.
 */
export function formatSentAt(sentAt: string, now: Date, language: string): string {
  const sent = new Date(sentAt);
  if (Number.isNaN(sent.getTime())) return sentAt;
  if (!isSameLocalDay(sent, now)) {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      sent,
    );
  }
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const elapsed = Math.max(0, now.getTime() - sent.getTime());
  if (elapsed < MINUTE) return relative.format(0, 'second');
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  return relative.format(-Math.floor(elapsed / HOUR), 'hour');
}
