import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `endsAt` (epoch ms), redrawn every second; null shows nothing. The
 * deadline is kept by the caller, so a late render never stretches the countdown.
 */
export function useSecondsUntil(endsAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1_000));
}
