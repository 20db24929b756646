import { randomUUID } from 'node:crypto';
import type { AppProcess } from './app-process';

/*
 * The fleet test's bounded load: placements and scans spread over the processes the way a load
 * balancer spreads them (each call to the next process; a refused connection or a 5xx is sent
 * again to the other one, a placement with the same Idempotency-Key), every answer tallied by
 * the phase (fault) it fell in and the process that gave it.
 */

export type Tally = {
  ok: number;
  fiveXx: number;
  refused: number;
  fourXx: number;
  first5xx: string;
};
export type Answer = { status: number; body: unknown };

const emptyTally = (): Tally => ({ ok: 0, fiveXx: 0, refused: 0, fourXx: 0, first5xx: '' });

/** One call; a connection that is refused or cut answers status 0. */
export async function call(
  target: AppProcess,
  method: string,
  url: string,
  token: string | undefined,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  try {
    const response = await fetch(`${target.url}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body: parsed };
  } catch (error) {
    return { status: 0, body: String((error as Error).cause ?? error) };
  }
}

export type Placement = { key: string; orderId: string | undefined; lastStatus: number };

export class FleetLoad {
  phase = 'steady';
  readonly tallies = new Map<string, Map<string, Tally>>();
  readonly placements: Placement[] = [];
  readonly scanned: string[] = [];
  private isRunning = false;
  private loops: Promise<void>[] = [];
  private turn = 0;
  private nextScan = 0;

  constructor(
    private readonly processes: AppProcess[],
    private readonly seller: { token: string; cart: unknown },
    private readonly printer: { token: string; staffId: string; codes: string[] },
  ) {}

  tally(phase: string, process: string): Tally {
    let byProcess = this.tallies.get(phase);
    if (!byProcess) this.tallies.set(phase, (byProcess = new Map()));
    let tally = byProcess.get(process);
    if (!tally) byProcess.set(process, (tally = emptyTally()));
    return tally;
  }

  /** Sends a call to the next process and, when it fails (0 or 5xx), to the others in turn. */
  private async balanced(
    send: (target: AppProcess) => Promise<Answer>,
    attempts = 6,
  ): Promise<Answer> {
    let answer: Answer = { status: 0, body: 'not sent' };
    // Each retry goes to the next process after the one that failed (the loops share the turn).
    const first = this.turn++;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const target = this.processes[(first + attempt) % this.processes.length]!;
      answer = await send(target);
      const tally = this.tally(this.phase, target.name);
      if (answer.status === 0) tally.refused += 1;
      else if (answer.status >= 500) {
        tally.fiveXx += 1;
        tally.first5xx ||= `${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`;
      } else if (answer.status >= 400) tally.fourXx += 1;
      else tally.ok += 1;
      if (answer.status !== 0 && answer.status < 500) return answer;
      // A short pause before another process is asked: the way a balancer's retry backs off.
      await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
    }
    return answer;
  }

  private async place(): Promise<void> {
    const placement: Placement = {
      key: `fleet-${randomUUID()}`,
      orderId: undefined,
      lastStatus: 0,
    };
    this.placements.push(placement);
    const answer = await this.balanced((target) =>
      call(target, 'POST', '/api/orders', this.seller.token, this.seller.cart, {
        'idempotency-key': placement.key,
      }),
    );
    placement.lastStatus = answer.status;
    if (answer.status === 200)
      placement.orderId = (answer.body as { data: { id: string } }).data.id;
  }

  private async scan(): Promise<void> {
    const code = this.printer.codes[this.nextScan++];
    if (!code) return;
    const answer = await this.balanced((target) =>
      call(target, 'POST', '/api/printer/scan', this.printer.token, {
        code: `${code}_1`,
        action: 'pick',
        staffId: this.printer.staffId,
      }),
    );
    // A scan sent again after an answer that was lost finds the unit moved already (409).
    if (answer.status === 200 || answer.status === 409) this.scanned.push(code);
  }

  start(): void {
    this.isRunning = true;
    const loop = async (work: () => Promise<void>, pauseMs: number) => {
      while (this.isRunning) {
        await work();
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    };
    // Bounded: two placements and one scan at a time, a short pause between calls.
    this.loops = [
      loop(() => this.place(), 50),
      loop(() => this.place(), 50),
      loop(() => this.scan(), 50),
    ];
  }

  async stop(): Promise<void> {
    this.isRunning = false;
    await Promise.all(this.loops);
  }
}
