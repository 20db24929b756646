/*
 * Etsy's daily quota (Open API v3 "Rate Limits"): every answer carries x-limit-per-day and
 * x-remaining-today, the app's calls left in a sliding 24 hours, shared by every shop the app
 * serves (10,000 a day by default). The client keeps the latest figures; a pull waits while the
 * calls left are below a reserve, so tracking pushes (a buyer waits for them) keep the rest.
 */

/** The share of the day's quota kept for tracking pushes and the seller's own actions. */
const RESERVE_SHARE = 0.1;
/** Never less than this many calls kept back. */
const RESERVE_MIN = 200;
/** A low figure older than this is probed again by one pull (the window slides). */
const PROBE_AFTER_MS = 10 * 60_000;

export class EtsyQuota {
  private remaining: number | null = null;
  private limit: number | null = null;
  private seenAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The headers of any Etsy answer. */
  observe(headers: Headers): void {
    const remaining = Number(headers.get('x-remaining-today') ?? Number.NaN);
    const limit = Number(headers.get('x-limit-per-day') ?? Number.NaN);
    if (!Number.isFinite(remaining)) return;
    this.remaining = remaining;
    if (Number.isFinite(limit) && limit > 0) this.limit = limit;
    this.seenAt = this.now();
  }

  /** The calls a pull may not touch. */
  private get reserve(): number {
    return Math.max(RESERVE_MIN, Math.ceil((this.limit ?? 0) * RESERVE_SHARE));
  }

  /** A pull should wait: the day's calls left are in the reserve, as last seen (recently). */
  get isLowForPulls(): boolean {
    if (this.remaining === null) return false;
    return this.remaining < this.reserve && this.now() - this.seenAt < PROBE_AFTER_MS;
  }

  get remainingToday(): number | null {
    return this.remaining;
  }
}
