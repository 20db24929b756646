import {
  platformEndpoints,
  isFinalJobStatus,
  jobProgressEventSchema,
  type Job,
  type JobStatus,
} from '@platfox/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { call } from '../api';
import { useLiveEvent } from '../live/socket';

/** The fallback poll, for when the live channel is down or an event was missed. */
export const JOB_POLL_MS = 2000;

export type JobState<Result> = {
  status: JobStatus;
  done: number;
  total: number;
  /** The finished job's result, or null while it runs or when it does not match the schema. */
  result: Result | null;
  /** Why the job failed, in the server's words (a limit message among others). */
  error: string | null;
};

export function fetchJob(id: string, signal?: AbortSignal): Promise<Job> {
  return call(platformEndpoints.getJobsOne, { params: { id } }, { signal }).then(
    (answer) => answer.data,
  );
}

type JobSource = {
  status: JobStatus;
  done: number;
  total: number;
  result?: Record<string, unknown> | null;
  error?: string | null;
};

function waiting<Result>(): JobState<Result> {
  return { status: 'PENDING', done: 0, total: 0, result: null, error: null };
}

/**
 * A queued job as it goes: the owner's live `job_progress` events, and a poll of GET jobs/:id
 * (at once, then every 2 s until it ends) in case the channel is down. Whichever source answers
 * late, an ended job stays ended and its progress never goes back.
 */
export function useJob<Schema extends z.ZodTypeAny>(
  jobId: string | null,
  resultSchema: Schema,
): JobState<z.output<Schema>> | null {
  type State = JobState<z.output<Schema>>;
  const [known, setKnown] = useState<{ jobId: string; state: State } | null>(null);
  const state =
    jobId === null ? null : known?.jobId === jobId ? known.state : waiting<z.output<Schema>>();
  const hasEnded = useRef(false);
  const isFinal = state !== null && isFinalJobStatus(state.status);
  useEffect(() => {
    hasEnded.current = isFinal;
  }, [isFinal]);

  // Callers pass a module-level schema: a new one each render would restart the poll.
  const apply = useCallback(
    (id: string, source: JobSource) => {
      const result = resultSchema.safeParse(source.result);
      const next: State = {
        status: source.status,
        done: source.done,
        total: source.total,
        result: result.success ? (result.data as z.output<Schema>) : null,
        error: source.error ?? null,
      };
      setKnown((previous) => {
        if (previous?.jobId === id) {
          if (isFinalJobStatus(previous.state.status)) return previous;
          // A poll answered before a newer live event must not move the bar back.
          if (!isFinalJobStatus(next.status) && next.done < previous.state.done) return previous;
        }
        return { jobId: id, state: next };
      });
    },
    [resultSchema],
  );

  useLiveEvent('job_progress', (payload) => {
    const event = jobProgressEventSchema.safeParse(payload);
    if (jobId && event.success && event.data.jobId === jobId) apply(jobId, event.data);
  });

  useEffect(() => {
    if (!jobId) return undefined;
    const controller = new AbortController();
    const poll = () =>
      fetchJob(jobId, controller.signal).then(
        (job) => apply(jobId, { ...job, ...job.progress }),
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
