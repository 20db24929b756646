/**
 * Throttles a job's progress reports: a handler may report after every row, but the database
 * write and the live event go out at most once per interval, always ending on the latest value.
 */
export class ProgressThrottle {
  private latest: { done: number; total: number } = { done: 0, total: 0 };
  private lastSentAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private isDirty = false;
  /** Sends are chained, so the database never receives an older value after a newer one. */
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly intervalMs: number,
    private readonly send: (progress: { done: number; total: number }) => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {}

  get current(): { done: number; total: number } {
    return this.latest;
  }

  report(done: number, total: number): void {
    this.latest = { done: Math.max(0, Math.floor(done)), total: Math.max(0, Math.floor(total)) };
    this.isDirty = true;
    if (this.timer) return;
    const wait = this.lastSentAt + this.intervalMs - this.now();
    if (wait <= 0) this.sendLatest();
    else this.timer = setTimeout(() => this.sendLatest(), wait);
  }

  /** Cancels a pending send and waits for those under way (the job's end carries the value). */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.isDirty = false;
    await this.chain;
  }

  private sendLatest(): void {
    this.timer = undefined;
    if (!this.isDirty) return;
    this.isDirty = false;
    this.lastSentAt = this.now();
    const value = this.latest;
    this.chain = this.chain.then(() => this.send(value)).catch(() => undefined);
  }
}
