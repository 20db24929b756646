import type { ListChanged, LiveEvent } from '@platfox/domain';
import { useEffect, useState } from 'react';
import { onLiveEvent, useListWatch } from '../../platform/live/socket';

export type NewData = {
  /** Rows created since the page loaded. */
  count: number;
  /** Rows changed since the page loaded. */
  isUpdated: boolean;
};

const NOTHING: NewData = { count: 0, isUpdated: false };

/** Events that announce new rows; the others (updated, canceled...) change existing ones. */
const isCreation = (event: LiveEvent) => /_(created|placed)$/.test(event);

/** Whether a live payload is about this list: the server names the model it changed. */
function isAbout(payload: unknown, model: string): boolean {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { model?: unknown }).model === model
  );
}

/**
 * The new-data flag and counter of spec 02 section 4.1: the server's list_changed for this model
 * (the list watches its room while mounted) and the config's extra events count new rows or mark
 * the rows as updated; a page arriving (loadedAt) clears both.
 */
export function useNewData(
  model: string,
  events: readonly LiveEvent[] | undefined,
  loadedAt: number,
): NewData {
  const [state, setState] = useState<NewData & { loadedAt: number }>({ ...NOTHING, loadedAt });
  const names = (events ?? []).join(',');
  useListWatch(model);

  useEffect(
    () =>
      onLiveEvent('list_changed', (payload) => {
        const change = payload as Partial<ListChanged> | null;
        if (!isAbout(change, model)) return;
        const added = change?.kind === 'created' ? (change.ids?.length ?? 1) : 0;
        setState((previous) =>
          added > 0
            ? { ...previous, count: previous.count + added }
            : { ...previous, isUpdated: true },
        );
      }),
    [model],
  );

  useEffect(() => {
    if (!names) return undefined;
    const unsubscribes = (names.split(',') as LiveEvent[]).map((event) =>
      onLiveEvent(event, (payload) => {
        if (!isAbout(payload, model)) return;
        setState((previous) =>
          isCreation(event)
            ? { ...previous, count: previous.count + 1 }
            : { ...previous, isUpdated: true },
        );
      }),
    );
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [model, names]);

  // A loaded page shows what is there now: what arrived before it is no longer news.
  if (state.loadedAt !== loadedAt) {
    setState({ ...NOTHING, loadedAt });
    return NOTHING;
  }
  return { count: state.count, isUpdated: state.isUpdated };
}
