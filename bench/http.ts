import autocannon from 'autocannon';
import { percentile, type Figures } from './lib/server';

/** /api/health under load from a second process on loopback. */
export async function benchHealth(url: string): Promise<Figures> {
  const result = await autocannon({
    url: `${url}/api/health`,
    connections: 20,
    duration: 10,
    pipelining: 1,
  });
  return {
    '/api/health requests/s (20 connections, 10 s)': result.requests.average.toFixed(0),
    '/api/health latency p50 / p99': `${result.latency.p50} ms / ${result.latency.p99} ms`,
    '/api/health errors': String(result.errors + result.non2xx),
  };
}

/** Sign-in latency with argon2id at OWASP's minimum parameters, one caller at a time. */
export async function benchAuthenticate(url: string, count = 100): Promise<Figures> {
  const timings: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(`${url}/api/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'seller@demo.test',
        password: 'Demo@12345',
        rememberMe: false,
      }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`authenticate answered ${response.status}`);
    timings.push(performance.now() - started);
  }
  return {
    [`authenticate p50 / p95 (${count} sequential)`]: `${percentile(timings, 50).toFixed(1)} ms / ${percentile(timings, 95).toFixed(1)} ms`,
  };
}
