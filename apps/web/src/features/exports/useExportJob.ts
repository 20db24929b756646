import {
  exportResultSchema,
  isFinalJobStatus,
  jobProgressEventSchema,
  type ExportResult,
  type JobStatus,
} from '@platfox/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveEvent } from '../../platform/live/socket';
import { exportsApi } from './api';

/** The fallback poll, for when the live channel is down or an event was missed. */
export const JOB_POLL_MS = 2000;

export type ExportJobState = {
  status: JobStatus;
  done: number;
  total: number;
  result: ExportResult | null;
  error: string | null;
};

const WAITING: ExportJobState = { status: 'PENDING', done: 0, total: 0, result: null, error: null };

function toState(source: {
  status: JobStatus;
  done: number;
  total: number;
  result?: Record<string, unknown> | null;
  error?: string | null;
}): ExportJobState {
  const result = exportResultSchema.safeParse(source.result);
  return {
    status: source.status,
    done: source.done,
    total: source.total,
    result: result.success ? result.data : null,
    error: source.error ?? null,
  };
}

/**
 * An export job as it goes: the live `job_progress` events of its owner, and a poll of
 * GET jobs/:id every 2 s until it ends. Whichever source is late, an ended job stays ended and
 * progress never goes back.
 */
export function useExportJob(jobId: string | null): ExportJobState | null {
  const [known, setKnown] = useState<{ jobId: string; state: ExportJobState } | null>(null);
  const state = jobId === null ? null : known?.jobId === jobId ? known.state : WAITING;
  const isFinal = useRef(false);
  const hasEnded = state !== null && isFinalJobStatus(state.status);
  useEffect(() => {
    isFinal.current = hasEnded;
  }, [hasEnded]);

  const apply = useCallback(
    (id: string, next: ExportJobState) =>
      setKnown((previous) => {
        if (previous?.jobId === id) {
          if (isFinalJobStatus(previous.state.status)) return previous;
          // A poll answered before a newer live event must not move the bar back.
          if (!isFinalJobStatus(next.status) && next.done < previous.state.done) return previous;
        }
        return { jobId: id, state: next };
      }),
    [],
  );

  useLiveEvent('job_progress', (payload) => {
    const event = jobProgressEventSchema.safeParse(payload);
    if (!jobId || !event.success || event.data.jobId !== jobId) return;
    apply(jobId, toState(event.data));
  });

  useEffect(() => {
    if (!jobId) return undefined;
    const controller = new AbortController();
    const timer = setInterval(() => {
      if (isFinal.current) return clearInterval(timer);
      exportsApi.job(jobId, controller.signal).then(
        (job) => apply(jobId, toState({ ...job, ...job.progress })),
        () => undefined, // the next poll tries again
      );
    }, JOB_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [jobId, apply]);

  return state;
}
