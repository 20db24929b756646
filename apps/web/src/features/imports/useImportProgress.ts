import { isFinalImportStatus, jobProgressEventSchema, type ImportQueue } from '@platfox/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveEvent } from '../../platform/live/socket';
import { IMPORT_POLL_MS, importsApi } from './api';

export type ImportProgress = { entry: ImportQueue; done: number; total: number };

/**
 * An import as it runs: fetched by id every 2 s until its status is final (spec 01 section 7),
 * with the live `job_progress` events of its job moving the bar in between.
 */
export function useImportProgress(initial: ImportQueue | null): ImportProgress | null {
  const [state, setState] = useState<ImportProgress | null>(null);
  const current = state?.entry.id === initial?.id ? state : null;
  const isFinal = useRef(false);
  isFinal.current = current !== null && isFinalImportStatus(current.entry.status);

  useEffect(() => {
    setState(initial ? { entry: initial, done: 0, total: initial.totalLines } : null);
  }, [initial]);

  const apply = useCallback((entry: ImportQueue) => {
    setState((previous) => {
      if (previous && previous.entry.id !== entry.id) return previous;
      const isOver = isFinalImportStatus(entry.status);
      const total = Math.max(entry.totalLines, previous?.total ?? 0);
      return { entry, total, done: isOver ? total : (previous?.done ?? 0) };
    });
  }, []);

  useLiveEvent('job_progress', (payload) => {
    const event = jobProgressEventSchema.safeParse(payload);
    if (!event.success || !initial || event.data.jobId !== initial.jobId) return;
    setState((previous) =>
      previous && !isFinalImportStatus(previous.entry.status)
        ? { ...previous, done: Math.max(previous.done, event.data.done), total: event.data.total }
        : previous,
    );
  });

  const id = initial?.id;
  useEffect(() => {
    if (!id) return undefined;
    const controller = new AbortController();
    const timer = setInterval(() => {
      if (isFinal.current) return clearInterval(timer);
      importsApi.get(id, controller.signal).then(apply, () => undefined);
    }, IMPORT_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [id, apply]);

  return current;
}
