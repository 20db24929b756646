import { useEffect, useState } from 'react';
import { onLiveEvent, useListWatch } from '../../platform/live/socket';

export type NewData = {
  /** Rows created since the page loaded. */
  count: number;
  /** Rows changed since the page loaded. */
  isUpdated: boolean;
};

const NOTHING: NewData = { count: 0, isUpdated: false };

/**
 * The new-data flag and counter of spec 02 section 4.1, from the server's `list_changed` for this
 * model: the list watches its room while mounted (admins), and owners of scoped rows (a seller, a
 * printer) hear of their own rows in their user room. The spec's own events (order_placed...) are
 * not counted too: the server sends list_changed for every change, so one change counts once. A
 * page arriving (loadedAt) clears both.
 */
export function useNewData(model: string, loadedAt: number): NewData {
  const [state, setState] = useState<NewData & { loadedAt: number }>({ ...NOTHING, loadedAt });
  useListWatch(model);

  useEffect(
    () =>
      onLiveEvent('list_changed', (change) => {
        if (change.model !== model) return;
        const added = change.kind === 'created' ? change.ids.length : 0;
        setState((previous) =>
          added > 0
            ? { ...previous, count: previous.count + added }
            : { ...previous, isUpdated: true },
        );
      }),
    [model],
  );

  // A loaded page shows what is there now: what arrived before it is no longer news.
  if (state.loadedAt !== loadedAt) {
    setState({ ...NOTHING, loadedAt });
    return NOTHING;
  }
  return { count: state.count, isUpdated: state.isUpdated };
}
