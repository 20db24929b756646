import { Worker } from 'node:worker_threads';

export type SignedRequest = { headers: Record<string, string>; body: string };

/*
 * The platform's side of a webhook burst, in a worker thread: its own event loop, as Shopify is
 * its own machine. Sent from the app's process, the sender's CPU (node:http, the JSON, the
 * timers) shared the event loop with the server it timed, and each acknowledgement counted the
 * other senders' work. Plain JavaScript evaluated in the worker: tsx's loader is not in workers.
 */
const SENDER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, requests, concurrency } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const post = (request) => new Promise((resolve, reject) => {
  const started = performance.now();
  const call = http.request(url, {
    method: 'POST',
    agent,
    headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
  }, (response) => {
    response.resume();
    response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
    response.on('error', reject);
  });
  call.on('error', reject);
  call.end(request.body);
});
(async () => {
  const acks = [];
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < requests.length) {
      const answer = await post(requests[next++]);
      if (answer.status !== 200) throw new Error('webhook answered ' + answer.status);
      acks.push(answer.ms);
    }
  }));
  agent.destroy();
  parentPort.postMessage(acks);
})().catch((error) => { throw error; });
`;

/** Sends the signed requests to `url`, `concurrency` at a time; answers each one's time to 200. */
export function sendFromWorker(
  url: string,
  requests: readonly SignedRequest[],
  concurrency: number,
): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SENDER, { eval: true, workerData: { url, requests, concurrency } });
    worker.once('message', (acks: number[]) => {
      resolve(acks);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
