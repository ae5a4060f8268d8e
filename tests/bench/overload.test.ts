/**
 * The overload client of `npm run bench` (docs/testing.md#benchmarks) is a load generator: it aims at
 * the bench's own server on 127.0.0.1 only, stops at its request bound as at its time bound, and goes
 * round the scenario's paths.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { overloadClient } from '../../bench/overload.ts';

const seen: string[] = [];
const server = createServer((request, response) => {
  seen.push(request.url ?? '');
  if (request.url === '/busy') response.writeHead(503, { 'retry-after': '7' }).end();
  else response.end('ok');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const spec = {
  origin,
  paths: ['/a', '/busy'],
  headers: {},
  connections: 4,
  probePath: '/probe',
  probeConnections: 1,
  warmUpSeconds: 0,
  seconds: 30,
};

t.test('the client stops at its request bound, long before its time bound', async (t) => {
  seen.length = 0;
  const result = await overloadClient({ ...spec, maxRequests: 100 });
  t.equal(seen.length, 100, 'a hundred requests in all, probe included');
  t.ok(result.seconds < 30, 'the span reported is the one measured');
  t.equal(result.answered.length + result.shed.length + result.probe.length, 100);
  t.equal(result.shed.length, result.shedWithRetryAfter, 'the 503s were counted with their Retry-After');
  t.ok(seen.includes('/a') && seen.includes('/busy'), 'the visitors go round the paths');
});

t.test('the client refuses any address but 127.0.0.1', async (t) => {
  seen.length = 0;
  await t.rejects(overloadClient({ ...spec, origin: 'http://localhost:1', maxRequests: 10 }), /127\.0\.0\.1/);
  await t.rejects(overloadClient({ ...spec, origin: 'http://192.0.2.1', maxRequests: 10 }), /127\.0\.0\.1/);
  t.equal(seen.length, 0, 'and sent nothing');
});
