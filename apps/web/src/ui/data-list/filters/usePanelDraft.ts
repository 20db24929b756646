import { FILTER_APPLY_DEBOUNCE_MS, type FilterType } from '@platfox/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FilterRow } from '../types';
import { emptyRow } from './operations';
import { isRowComplete, isRowEffective } from './rowValues';

/**
 * The rows the user is editing, apart from the filters the list applies: the panel edits a draft
 * and hands it over on search. When the applied filters change from outside (a saved filter, a
 * reset, a restored q) the draft follows them.
 */
export type PanelDraft = { rows: FilterRow[]; filterType: FilterType };

/** What is compared to tell "nothing changed": rows with a field, without their React keys. */
function signatureOf(rows: readonly FilterRow[], filterType: FilterType): string {
  const meaningful = rows.filter((row) => row.field).map(({ key: _key, ...rest }) => rest);
  return JSON.stringify({ rows: meaningful, filterType });
}

const draftOf = (rows: readonly FilterRow[], filterType: FilterType): PanelDraft => ({
  rows: rows.length > 0 ? [...rows] : [emptyRow()],
  filterType,
});

/** The rows search hands over: chosen and complete; deactivated ones stay so they can come back. */
export const rowsToApply = (rows: readonly FilterRow[]): FilterRow[] =>
  rows.filter((row) => row.field && row.operation && isRowComplete(row));

/** A new row may be added only when the last one is complete (spec 02 section 5.1). */
export const canAddRow = (rows: readonly FilterRow[]): boolean => {
  const last = rows.at(-1);
  return !last || isRowComplete(last);
};

export function usePanelDraft(
  applied: { filters: readonly FilterRow[]; filterType: FilterType },
  onApply: (filters: FilterRow[], filterType: FilterType) => void,
) {
  const appliedSignature = signatureOf(applied.filters, applied.filterType);
  const [draft, setDraft] = useState<PanelDraft>(() =>
    draftOf(applied.filters, applied.filterType),
  );
  // The draft follows outside changes of the applied filters (React's "adjust state on prop
  // change" pattern: compared during render, so the old draft is never painted).
  const [followed, setFollowed] = useState(appliedSignature);
  if (followed !== appliedSignature) {
    setFollowed(appliedSignature);
    setDraft(draftOf(applied.filters, applied.filterType));
  }

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<PanelDraft | null>(null);
  const applyRef = useRef(onApply);
  useEffect(() => {
    applyRef.current = onApply;
  }, [onApply]);
  const [isApplyPending, setApplyPending] = useState(false);

  const cancelPendingApply = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    setApplyPending(false);
  }, []);

  const applyNow = useCallback(() => {
    const next = pending.current;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    if (next) applyRef.current(rowsToApply(next.rows), next.filterType);
  }, []);

  // A search clicked just before the panel closes is still applied.
  useEffect(() => applyNow, [applyNow]);

  /** Filter-apply is debounced by 1 s (spec 02 section 4.4): the last search within it wins. */
  const scheduleApply = useCallback(
    (next: PanelDraft) => {
      if (timer.current) clearTimeout(timer.current);
      pending.current = next;
      setApplyPending(true);
      timer.current = setTimeout(() => {
        setApplyPending(false);
        applyNow();
      }, FILTER_APPLY_DEBOUNCE_MS);
    },
    [applyNow],
  );

  const hasCompleteFilter = draft.rows.some(
    (row) => row.field && row.operation && isRowComplete(row),
  );
  const isChanged = signatureOf(rowsToApply(draft.rows), draft.filterType) !== appliedSignature;

  return {
    draft,
    setDraft,
    scheduleApply,
    cancelPendingApply,
    isApplyPending,
    canAddRow: canAddRow(draft.rows),
    /** The search button is disabled when no filter is complete or nothing changed (5.1). */
    canSearch: hasCompleteFilter && isChanged,
    /** Rows that would reach the server, for the overload confirmation. */
    effectiveCount: rowsToApply(draft.rows).filter(isRowEffective).length,
  };
}
