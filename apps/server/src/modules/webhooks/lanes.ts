/*
 * One seller's slow or dead receiver must not delay anyone else's deliveries (issue 29, item 10:
 * another seller's delivery took 18.7 s behind 45 endpoints that never answered). Three parts:
 *
 * - A send does not hold a worker: the job claims its delivery and starts the send, and the
 *   worker takes the next job at once. The send settles the delivery by itself (dispatcher.ts).
 * - Lanes: at most ENDPOINT_CONCURRENCY sends to one endpoint at a time per process, and at most
 *   MAX_IN_FLIGHT in all. A few more wait in memory for their lane; beyond that a job puts its
 *   delivery back a few seconds later, without spending an attempt.
 * - The breaker: after PAUSE_AFTER_FAILURES failed attempts in a row, the endpoint is paused
 *   (webhook_endpoints.paused_until), for longer each time it fails again, and its deliveries
 *   wait for the pause to end instead of being tried. The seller sees the pause on the webhooks
 *   screen. One delivered attempt ends it.
 */

/** Sends to one endpoint at once, per process: enough for a healthy receiver's pace. */
export const ENDPOINT_CONCURRENCY = 2;
/** Sends in flight at once, per process: sockets, not workers, so it can be generous. */
export const MAX_IN_FLIGHT = 256;
/** Failed attempts in a row, across the endpoint's deliveries, before it is paused. */
export const PAUSE_AFTER_FAILURES = 5;
/** The longest pause; the breaker tries the endpoint again at least this often. */
export const MAX_PAUSE_MS = 30 * 60_000;
/** Sends that wait in memory for their endpoint's lane; more go back to the queue. */
export const LANE_QUEUE = 64;
/** A job over every limit comes back after this long (up to twice it, spread out). */
export const BUSY_DEFER_MS = 2_000;

/**
 * How long an endpoint is paused after `failures` failed attempts in a row, or null while it is
 * not yet paused: the retry base / 2 at the threshold (30 s in production), doubling after each
 * further failure, up to MAX_PAUSE_MS.
 */
export function pauseMs(failures: number, retryBaseMs: number): number | null {
  if (failures < PAUSE_AFTER_FAILURES) return null;
  const doublings = Math.min(failures - PAUSE_AFTER_FAILURES, 20);
  return Math.min((retryBaseMs / 2) * 2 ** doublings, MAX_PAUSE_MS);
}

type Lane = { running: number; waiting: (() => Promise<void>)[] };

/**
 * The sends under way per endpoint, in this process. A send beyond the endpoint's limit waits in
 * its lane (in memory, up to LANE_QUEUE) and starts when one of the lane's sends ends; beyond
 * that, or beyond the process's total, the caller puts the delivery back in the queue for later.
 * A lane only holds waiting sends while it has sends running, so every waiting send starts.
 */
export class SendLanes {
  private readonly lanes = new Map<string, Lane>();
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly perEndpointLimit = ENDPOINT_CONCURRENCY,
    private readonly totalLimit = MAX_IN_FLIGHT,
    private readonly queueLimit = LANE_QUEUE,
  ) {}

  get inFlight(): number {
    return this.sending.size;
  }

  /** Runs or queues `send` in the endpoint's lane; false when the lane or the whole is full. */
  tryRun(endpointId: string, send: () => Promise<void>): boolean {
    const lane = this.lanes.get(endpointId) ?? { running: 0, waiting: [] };
    if (lane.running < this.perEndpointLimit) {
      if (this.sending.size >= this.totalLimit) return false;
      this.lanes.set(endpointId, lane);
      this.start(endpointId, lane, send);
      return true;
    }
    if (lane.waiting.length >= this.queueLimit) return false;
    lane.waiting.push(send);
    return true;
  }

  private start(endpointId: string, lane: Lane, send: () => Promise<void>): void {
    lane.running += 1;
    const running: Promise<void> = send().finally(() => {
      lane.running -= 1;
      this.sending.delete(running);
      const next = lane.waiting.shift();
      if (next) this.start(endpointId, lane, next);
      else if (lane.running === 0) this.lanes.delete(endpointId);
    });
    this.sending.add(running);
  }

  /** Waits for every send under way and every one waiting (each ends within its timeouts). */
  async drain(): Promise<void> {
    while (this.sending.size > 0) await Promise.allSettled([...this.sending]);
  }
}
