import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LiveEventName, LiveEventPayloads } from './events';
import { onLiveEvent } from './socket';

/** For each event an open page listens to: whether this payload is about what the page shows. */
export type LiveMatchers = {
  [Name in LiveEventName]?: (payload: LiveEventPayloads[Name]) => boolean;
};

/**
 * An open record's page reads it again when the server says it changed (spec 03 section 7.7):
 * each event names the record in its payload, and a matching one invalidates the page's keys, so
 * the page shows what another tab, user or job did without a reload. Matchers may change between
 * renders (the latest is used); the events listened to are fixed by their names.
 */
export function useLiveRefresh(matchers: LiveMatchers, keys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  const latest = useRef({ matchers, keys });
  useEffect(() => {
    latest.current = { matchers, keys };
  });
  const names = Object.keys(matchers).sort().join(' ');
  useEffect(() => {
    const offs = (names ? (names.split(' ') as LiveEventName[]) : []).map((name) =>
      onLiveEvent(name, (payload: unknown) => {
        const matches = latest.current.matchers[name] as
          ((payload: unknown) => boolean) | undefined;
        if (!matches?.(payload)) return;
        for (const queryKey of latest.current.keys)
          void queryClient.invalidateQueries({ queryKey });
      }),
    );
    return () => {
      for (const off of offs) off();
    };
  }, [names, queryClient]);
}
