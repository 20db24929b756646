// The least a Node.js server can spend on the list request (issue 37, BENCH_ENDPOINT_FLOOR=1):
// node:http and a node-postgres pool, no framework, no session check, no validation, no mapping;
// each POST runs the recorded statements, prepared by name as the server's are, one after the
// other, and answers the last one's rows as JSON. Not a reference to pass (pgbench is): it tells
// how much of the gap to pgbench any Node.js server on this machine would have, however lean.
//
//   FLOOR_DATABASE_URL=… FLOOR_STATEMENTS=<json file> FLOOR_PORT=… FLOOR_POOL=… node floor-server.mjs
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const statements = JSON.parse(readFileSync(process.env.FLOOR_STATEMENTS, 'utf8'));
const pool = new pg.Pool({
  connectionString: process.env.FLOOR_DATABASE_URL,
  max: Number(process.env.FLOOR_POOL ?? 10),
});

const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', async () => {
    const client = await pool.connect();
    try {
      let rows = [];
      for (const [index, statement] of statements.entries()) {
        const answer = await client.query({
          name: `floor-${index}`,
          text: statement.text,
          values: statement.values,
        });
        rows = answer.rows;
      }
      const body = JSON.stringify({ rows });
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
    } catch (error) {
      response.writeHead(500).end(String(error));
    } finally {
      client.release();
    }
  });
});

server.listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
