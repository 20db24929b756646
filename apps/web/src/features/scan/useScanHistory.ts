import { useCallback, useEffect, useRef, useState } from 'react';
import { LocalDbError, openScanHistory, type ScanHistory, type ScanHistoryRow } from './history';

export type ScanHistoryState = {
  rows: ScanHistoryRow[];
  /** The last failed operation's message ("Add Data Fail!"...), until the next one succeeds. */
  error: string | null;
  isReady: boolean;
  /** Upserts a scan and reads the list again. */
  record: (row: ScanHistoryRow) => Promise<void>;
  clear: () => Promise<void>;
};

const messageOf = (error: unknown) =>
  error instanceof LocalDbError ? error.message : String(error);

/** The device's scan history for a screen: opened on mount, closed on unmount. */
export function useScanHistory(): ScanHistoryState {
  const history = useRef<Promise<ScanHistory> | null>(null);
  const [rows, setRows] = useState<ScanHistoryRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [isReady, setReady] = useState(false);

  const run = useCallback(async (change?: (db: ScanHistory) => Promise<void>) => {
    const db = await history.current;
    if (!db) return;
    try {
      if (change) await change(db);
      setRows(await db.getAll());
      setError(null);
    } catch (failure) {
      setError(messageOf(failure));
    }
  }, []);

  useEffect(() => {
    const opening = openScanHistory();
    history.current = opening;
    let isMounted = true;
    void opening.then(async () => {
      if (!isMounted) return;
      await run();
      setReady(true);
    });
    return () => {
      isMounted = false;
      history.current = null;
      void opening.then((db) => db.close());
    };
  }, [run]);

  const record = useCallback((row: ScanHistoryRow) => run((db) => db.add(row)), [run]);
  const clear = useCallback(() => run((db) => db.delete()), [run]);
  return { rows, error, isReady, record, clear };
}
