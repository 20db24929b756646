/*
 * The database's thread (pglite-thread.ts): PGlite opened from the options it is given, then each
 * message from the server's thread run in the order it came. Plain JavaScript evaluated by the
 * worker: neither tsx's nor Vitest's loader reaches a worker, and the bundle has no file of its own
 * for it. The modules are required by the paths the server's thread resolved.
 *
 * A transaction: `begin` opens PGlite's transaction and answers from inside it; the connection is
 * then the transaction's (PGlite queues every other call) until `end` commits it, or rolls it back
 * by throwing out of PGlite's callback. Errors go back as their fields (code, detail...), which
 * the app reads to tell a unique violation from a foreign key one.
 */
export const PGLITE_THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { options, modules } = workerData;
const { PGlite } = require(modules.pglite);
const { btree_gin } = require(modules.btreeGin);
const { pg_trgm } = require(modules.pgTrgm);
const { readFileSync } = require('node:fs');

let db;
const transactions = new Map();
const ends = new Map();
const unlistens = new Map();
const ROLLED_BACK = Symbol('rolled back');

const answer = (id, result) => parentPort.postMessage({ id, result });
const fail = (id, error) => parentPort.postMessage({ id, error: fieldsOf(error) });

function fieldsOf(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { name: error.name, message: error.message, stack: error.stack };
  for (const key of Object.keys(error)) {
    const value = error[key];
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return fields;
}

function optionsOf(given) {
  if (!given) return undefined;
  const parsers = {};
  for (const type of given.rawTypes) parsers[type] = (text) => text;
  return { rowMode: given.rowMode, parsers };
}

async function open() {
  const tarball = options.tarball ? { loadDataDir: new Blob([readFileSync(options.tarball)]) } : {};
  db = await PGlite.create({
    extensions: { btree_gin, pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.startParams ? { startParams: options.startParams } : {}),
    ...tarball,
  });
}

function begin(message) {
  let isInside = false;
  let end;
  return db.transaction(async (tx) => {
    transactions.set(message.tx, tx);
    isInside = true;
    answer(message.id, null);
    end = await new Promise((resolve) => ends.set(message.tx, resolve));
    transactions.delete(message.tx);
    if (!end.commit) throw ROLLED_BACK;
  }).then(
    () => answer(end.id, null),
    (error) => {
      transactions.delete(message.tx);
      if (!isInside) fail(message.id, error);
      else if (error === ROLLED_BACK) answer(end.id, null);
      // The commit failed: the caller of end hears it.
      else if (end) fail(end.id, error);
    },
  );
}

async function run(message) {
  const on = message.tx ? transactions.get(message.tx) : db;
  if (!on) throw new Error('the transaction has ended');
  switch (message.op) {
    case 'query':
      return on.query(message.text, message.params, optionsOf(message.options));
    case 'exec':
      return on.exec(message.text);
    case 'listen':
      unlistens.set(
        message.key,
        await db.listen(message.channel, (payload) =>
          parentPort.postMessage({ notify: message.key, payload })),
      );
      return null;
    case 'unlisten': {
      const unlisten = unlistens.get(message.key);
      unlistens.delete(message.key);
      if (unlisten && !db.closed) await unlisten();
      return null;
    }
    case 'close':
      if (!db.closed) await db.close();
      return null;
  }
  throw new Error('unknown call ' + message.op);
}

/*
 * The connection's turns, run one at a time: a statement outside a transaction, or a transaction
 * from its begin to its end. An urgent statement (one a request's answer waits for: a webhook's
 * acknowledgement) takes the next turn, ahead of the queued ones; a turn under way is never cut.
 */
const queued = [];
let isBusy = false;
// A bench's record (startTiming): each turn's hold, and each urgent statement's wait for its turn.
let timing = null;
let current = null;

function take(turn) {
  turn.at = performance.now();
  queued.push(turn);
  pump();
}

function pump() {
  if (isBusy || queued.length === 0) return;
  const urgent = queued.findIndex((turn) => turn.urgent);
  const [turn] = queued.splice(urgent === -1 ? 0 : urgent, 1);
  isBusy = true;
  const started = performance.now();
  current = turn;
  turn.run().finally(() => {
    isBusy = false;
    if (timing) {
      timing.turns.push([turn.what, performance.now() - started]);
      if (turn.urgent) timing.urgentWaits.push(started - turn.at);
    }
    pump();
  });
}

parentPort.on('message', (message) => {
  if (message.op === 'open') {
    open().then(() => answer(message.id, null), (error) => fail(message.id, error));
  } else if (message.op === 'timing') {
    answer(message.id, timing);
    timing = message.on ? { turns: [], urgentWaits: [] } : null;
  } else if (message.op === 'begin') {
    take({ urgent: false, what: 'transaction', run: () => begin(message) });
  } else if (message.op === 'end') {
    const end = ends.get(message.tx);
    ends.delete(message.tx);
    if (end) end({ id: message.id, commit: message.commit });
    else fail(message.id, new Error('no such transaction'));
  } else {
    const call = () =>
      run(message).then((result) => answer(message.id, result), (error) => fail(message.id, error));
    // Inside a transaction the statement is that turn's: it runs at once. The turn is named by
    // its first statement, for the timing.
    if (message.tx) {
      if (timing && current && current.what === 'transaction') {
        current.what += ': ' + String(message.text).replace(/\\s+/g, ' ').slice(0, 50);
      }
      call();
    }
    else {
      const what = message.op + ' ' + String(message.text).replace(/\\s+/g, ' ').slice(0, 50);
      take({ urgent: message.urgent === true, what, run: call });
    }
  }
});
`;
