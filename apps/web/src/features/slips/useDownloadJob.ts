import {
  isFinalJobStatus,
  jobProgressEventSchema,
  packingSlipDownloadResultSchema,
  type JobStatus,
  type PackingSlipDownloadResult,
} from '@platfox/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveEvent } from '../../platform/live/socket';
import { exportsApi } from '../exports/api';
import { JOB_POLL_MS } from '../exports/useExportJob';

export type DownloadJobState = {
  status: JobStatus;
  done: number;
  total: number;
  result: PackingSlipDownloadResult | null;
  /** Why the job failed: the server's limit message among others. */
  error: string | null;
};

const WAITING: DownloadJobState = {
  status: 'PENDING',
  done: 0,
  total: 0,
  result: null,
  error: null,
};

function toState(source: {
  status: JobStatus;
  done: number;
  total: number;
  result?: Record<string, unknown> | null;
  error?: string | null;
}): DownloadJobState {
  const result = packingSlipDownloadResultSchema.safeParse(source.result);
  return {
    status: source.status,
    done: source.done,
    total: source.total,
    result: result.success ? result.data : null,
    error: source.error ?? null,
  };
}

/**
 * A mass download job as it goes: `job_progress` on the live channel, and a poll of GET jobs/:id
 * in case the channel is down. An ended job stays ended and its progress never goes back,
 * whichever of the two answers late.
 */
export function useDownloadJob(jobId: string | null): DownloadJobState | null {
  const [known, setKnown] = useState<{ jobId: string; state: DownloadJobState } | null>(null);
  const state = jobId === null ? null : known?.jobId === jobId ? known.state : WAITING;
  const hasEnded = useRef(false);
  const isFinal = state !== null && isFinalJobStatus(state.status);
  useEffect(() => {
    hasEnded.current = isFinal;
  }, [isFinal]);

  const apply = useCallback(
    (id: string, next: DownloadJobState) =>
      setKnown((previous) => {
        if (previous?.jobId === id) {
          if (isFinalJobStatus(previous.state.status)) return previous;
          if (!isFinalJobStatus(next.status) && next.done < previous.state.done) return previous;
        }
        return { jobId: id, state: next };
      }),
    [],
  );

  useLiveEvent('job_progress', (payload) => {
    const event = jobProgressEventSchema.safeParse(payload);
    if (jobId && event.success && event.data.jobId === jobId) apply(jobId, toState(event.data));
  });

  useEffect(() => {
    if (!jobId) return undefined;
    const controller = new AbortController();
    const poll = () =>
      exportsApi.job(jobId, controller.signal).then(
        (job) => apply(jobId, toState({ ...job, ...job.progress })),
        () => undefined, // the next poll tries again
      );
    void poll();
    const timer = setInterval(() => {
      if (hasEnded.current) clearInterval(timer);
      else void poll();
    }, JOB_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [jobId, apply]);

  return state;
}
