// The least a gateway can do, as a yardstick for the BFF's "forwarding adds" on this machine:
// Node's HTTP server and an undici pool, the request body sent upstream and the answer back,
// no checks, no logs, no metrics. Usage: reference-proxy.ts <port> <upstream GraphQL URL>.
// Started by bench/run.ts; never used outside the bench.
import http from 'node:http';
import { Pool } from 'undici';

const [port, upstreamUrl] = process.argv.slice(2);
if (!port || !upstreamUrl) throw new Error('usage: reference-proxy.ts <port> <upstream url>');
const upstream = new URL(upstreamUrl);
const pool = new Pool(upstream.origin, { connections: 64, pipelining: 1 });

http
  .createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      pool
        .request({
          method: 'POST',
          path: upstream.pathname,
          body: Buffer.concat(chunks),
          headers: { 'content-type': 'application/json' },
        })
        .then(async (answer) => {
          const body = await answer.body.text();
          response.writeHead(answer.statusCode, {
            'content-type': 'application/json; charset=utf-8',
          });
          response.end(body);
        })
        .catch(() => {
          response.writeHead(502).end();
        });
    });
  })
  .listen(Number(port), '127.0.0.1');
