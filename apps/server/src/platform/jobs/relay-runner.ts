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

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
    private readonly sweepMs: number,
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
      this.isKickedAgain = true;
      return;
    }
    this.running = this.run()
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
