import http from 'node:http';

/**
 * A lean JSON POST for load generators: node:http over kept-alive sockets. The load generator
 * shares the machine's two cores with the server and PostgreSQL, and fetch (undici) spends about
 * twice the CPU per call, which the figures would otherwise count against the server.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
