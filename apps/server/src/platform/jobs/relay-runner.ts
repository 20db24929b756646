/**
 * Runs an outbox relay (the rows a request wrote, handed to pg-boss in batches) one run at a time
 * per process: a kick during a run asks for one more run after it, so a row written while the
 * relay was reading is never left for the next sweep. A periodic sweep kicks it too, for rows a
 * crash left behind. Errors are reported, never thrown: the next kick tries again.
 */
export class RelayRunner {
  private running: Promise<void> | null = null;
  private isKickedAgain = false;
  private sweep: NodeJS.Timeout | undefined;
  private isStopped = true;
  private lastStart = -Infinity;
  /** Whether the run asked for is still waiting for its gap (a kick then asks for nothing more). */
  private isWaiting = false;

  /**
   * `gapMs`: the least time from one run's start to the next's. A kick sooner waits for it, and
   * the kicks meanwhile are that one run: a burst of rows is handed over in a few transactions
   * rather than one per kick (issue 37 item 5: on the embedded database each transaction holds
   * the one connection that the requests' answers wait for).
   */
  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
    private readonly sweepMs: number,
    private readonly gapMs = 0,
  ) {}

  start(): void {
    this.isStopped = false;
    this.sweep ??= setInterval(() => this.kick(), this.sweepMs);
    this.sweep.unref();
    this.kick();
  }

  kick(): void {
    if (this.isStopped) return;
    if (this.running) {
      if (!this.isWaiting) this.isKickedAgain = true;
      return;
    }
    const begin = () => {
      this.isWaiting = false;
      this.lastStart = performance.now();
      return this.run();
    };
    const wait = this.lastStart + this.gapMs - performance.now();
    this.isWaiting = wait > 0;
    const run = this.isWaiting
      ? new Promise((resolve) => setTimeout(resolve, wait)).then(begin)
      : begin();
    this.running = run
      .then(() => undefined, this.onError)
      .finally(() => {
        this.running = null;
        if (this.isKickedAgain) {
          this.isKickedAgain = false;
          this.kick();
        }
      });
  }

  /** Resolves once no run is under way (or asked for). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    clearInterval(this.sweep);
    this.sweep = undefined;
    await this.settled();
  }
}
