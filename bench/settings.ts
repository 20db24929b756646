import { SettingsStore } from '../apps/server/src/modules/settings/index';
import type { Figures } from './lib/server';
import {
  isPostgresReachable,
  pgliteDatabase,
  postgresDatabase,
  type BenchDatabase,
} from './lists/database';

/**
 * Issue 36: what reading a setting costs on a hot path (placement, scan), from the store's copy
 * ("hot") and from the database after a change dropped it ("cold"), and how long a change takes
 * to reach a second store listening on the same database (on PostgreSQL, another connection, as
 * another process would be). Limit: a hot read under 0.1 ms.
 */
const READS = Number(process.env.BENCH_SETTING_READS ?? 100_000);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function measure(bench: BenchDatabase): Promise<Figures> {
  const writer = new SettingsStore(bench.database.db);
  const reader = new SettingsStore(bench.database.db);
  await writer.listen(bench.database);
  await reader.listen(bench.database);
  try {
    await writer.set('TIKTOK_EXTRA_FEE', '150', null);
    await reader.get('TIKTOK_EXTRA_FEE');
    let sum = 0;
    const hotStart = performance.now();
    for (let i = 0; i < READS; i += 1) sum += await reader.get('TIKTOK_EXTRA_FEE');
    const hotMs = (performance.now() - hotStart) / READS;
    if (sum !== 150 * READS) throw new Error('the hot read answered another value');

    const COLD = 200;
    const coldStart = performance.now();
    for (let i = 0; i < COLD; i += 1) {
      reader.forget('TIKTOK_EXTRA_FEE');
      await reader.get('TIKTOK_EXTRA_FEE');
    }
    const coldMs = (performance.now() - coldStart) / COLD;

    const crossings: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const value = 200 + i;
      const started = performance.now();
      await writer.set('TIKTOK_EXTRA_FEE', String(value), null);
      while ((await reader.get('TIKTOK_EXTRA_FEE')) !== value) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      crossings.push(performance.now() - started);
    }
    crossings.sort((a, b) => a - b);
    const label = bench.label;
    return {
      [`setting hot read, ${label} (limit 0.1 ms)`]: `${(hotMs * 1000).toFixed(2)} µs per read (${READS} reads)`,
      [`setting cold read, ${label}`]: `${coldMs.toFixed(2)} ms per read`,
      [`setting change seen by a second store, ${label}`]: `median ${crossings[10]!.toFixed(1)} ms, max ${crossings.at(-1)!.toFixed(1)} ms (write, audit and NOTIFY included)`,
    };
  } finally {
    await reader.close();
    await writer.close();
  }
}

export async function benchSettings(): Promise<Figures> {
  const figures: Figures = {};
  const embedded = await pgliteDatabase();
  try {
    Object.assign(figures, await measure(embedded));
  } finally {
    await embedded.drop();
  }
  if (await isPostgresReachable(POSTGRES_URL)) {
    const server = await postgresDatabase(POSTGRES_URL);
    try {
      Object.assign(figures, await measure(server));
    } finally {
      await server.drop();
    }
  }
  return figures;
}
