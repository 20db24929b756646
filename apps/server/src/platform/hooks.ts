import type { SQLWrapper } from 'drizzle-orm';

/**
 * A hook: a module raises it in the transaction of its change, and the modules above that act on
 * the change subscribe to it, so the raising module names none of them (Saleor's plugin manager:
 * `call_event(manager.order_updated, order)`). The composition root (subscriptions.ts) does the
 * subscribing. Subscribers run one after another, awaited, in the raiser's transaction: a
 * subscriber's failure rolls the change back, as a direct call did.
 */
export type Hook<Args extends unknown[]> = {
  readonly name: string;
  /** Adds a subscriber; the same function twice is kept once (every buildApp subscribes again). */
  subscribe(subscriber: (...args: Args) => Promise<unknown>): void;
  raise(...args: Args): Promise<void>;
};

export function createHook<Args extends unknown[]>(name: string): Hook<Args> {
  const subscribers: ((...args: Args) => Promise<unknown>)[] = [];
  return {
    name,
    subscribe(subscriber) {
      if (!subscribers.includes(subscriber)) subscribers.push(subscriber);
    },
    async raise(...args) {
      for (const subscriber of subscribers) await subscriber(...args);
    },
  };
}

/**
 * A hook whose subscribers answer writes (Drizzle builders, not awaited) instead of running them:
 * the raiser runs them in its own statement with its rows (writeTogether), so a subscriber costs
 * the hot path no round trip of its own. A subscriber's write may read tables, never what the
 * raiser's statement writes (the statement's writes share one snapshot).
 */
export type WriteHook<Args extends unknown[]> = {
  readonly name: string;
  /** Adds a subscriber; the same function twice is kept once (every buildApp subscribes again). */
  subscribe(subscriber: (...args: Args) => SQLWrapper): void;
  /** Every subscriber's write, in the order they subscribed. */
  writes(...args: Args): SQLWrapper[];
  /** How many subscribe (a statement built once per shape counts them in its shape). */
  readonly size: number;
};

export function createWriteHook<Args extends unknown[]>(name: string): WriteHook<Args> {
  const subscribers: ((...args: Args) => SQLWrapper)[] = [];
  return {
    name,
    subscribe(subscriber) {
      if (!subscribers.includes(subscriber)) subscribers.push(subscriber);
    },
    writes: (...args) => subscribers.map((subscriber) => subscriber(...args)),
    get size() {
      return subscribers.length;
    },
  };
}

/**
 * A port: what a lower module needs done by a module above it, which it may not name (the item
 * flow sets the order's status, a row orders owns). The higher module's implementation is given
 * once by the composition root (subscriptions.ts), like a hook's subscribers; a use before that is
 * a wiring fault and says so.
 */
export type Port<T> = {
  readonly name: string;
  provide(implementation: T): void;
  get(): T;
};

export function createPort<T>(name: string): Port<T> {
  let provided: T | undefined;
  return {
    name,
    provide(implementation) {
      provided = implementation;
    },
    get() {
      if (provided === undefined) throw new Error(`port ${name} used before it was provided`);
      return provided;
    },
  };
}
