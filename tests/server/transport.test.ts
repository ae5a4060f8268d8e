/** docs/rules.md R23: the transport limits, on a listening server where Node's own limits apply. */
import { connect } from 'node:net';
import t from 'tap';
import { TRANSPORT_LIMITS } from '../../server/app.ts';
import { startTestApp } from './helpers/app.ts';
import { StubUpstream } from './helpers/stub-upstream.ts';

const stub = await StubUpstream.start();
const site = await startTestApp({ upstreamUrl: stub.url });
await site.app.listen({ host: '127.0.0.1', port: 0 });
const address = site.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const origin = `http://127.0.0.1:${port}`;
t.teardown(async () => {
  await site.close();
  await stub.stop();
});

const WRITE_HEADERS = {
  'x-requested-with': 'XMLHttpRequest',
  origin: 'http://127.0.0.1:3000',
};

/** Sends raw bytes and returns the first line of the answer. */
function raw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy());
  });
}

t.test('the server runs with the documented limits', async (t) => {
  t.equal(site.app.server.headersTimeout, 10_000);
  t.equal(site.app.server.requestTimeout, 30_000);
  t.equal(site.app.server.keepAliveTimeout, TRANSPORT_LIMITS.keepAliveTimeoutMs);
  t.equal(site.app.server.keepAliveTimeout, 72_000);
  t.equal(site.app.initialConfig.bodyLimit, 64 * 1024);
  t.equal((site.app.initialConfig as { handlerTimeout?: number }).handlerTimeout, 10_000);
  // Node checks both timeouts only this often: a slow-header client is closed within 10 s plus one check.
  const interval = (site.app.server as { connectionsCheckingInterval?: number }).connectionsCheckingInterval;
  t.ok(interval !== undefined && interval <= 1000, `connections checked every ${interval} ms`);
  t.equal(site.app.initialConfig.onProtoPoisoning, 'error');
});

t.test('a 5 MiB body is refused with 413 and never reaches the handler or the upstream', async (t) => {
  const before = stub.requests.length;
  const response = await fetch(`${origin}/api/materials/1/increase-likes`, {
    method: 'POST',
    headers: { ...WRITE_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    body: `lang=${'x'.repeat(5 * 1024 * 1024)}`,
  });
  t.equal(response.status, 413);
  t.match(await response.json(), { error: 'payload_too_large' });
  t.equal(stub.requests.length, before);
});

t.test('a like body over 16 KiB is refused although the global limit is 64 KiB', async (t) => {
  const response = await fetch(`${origin}/api/materials/1/increase-likes`, {
    method: 'POST',
    headers: { ...WRITE_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    body: `lang=${'x'.repeat(20 * 1024)}`,
  });
  t.equal(response.status, 413);
});

t.test('prototype poisoning in a JSON body is a 400', async (t) => {
  const response = await fetch(`${origin}/api/materials/1/increase-likes`, {
    method: 'POST',
    headers: { ...WRITE_HEADERS, 'content-type': 'application/json' },
    body: '{"__proto__":{"x":1}}',
  });
  t.equal(response.status, 400);
});

t.test(
  'a request target over the 16 KiB header budget is a 431, a page address over 2 KiB a 414',
  async (t) => {
    t.match(await raw(`GET /ru?q=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`), /^HTTP\/1\.1 431/);
    const long = await fetch(`${origin}/ru/${'a'.repeat(2100)}`);
    t.equal(long.status, 414);
  },
);

t.test(
  'conflicting Content-Length and Transfer-Encoding are a 400 and the connection is closed',
  async (t) => {
    const line = await raw(
      'POST /api/materials/1/increase-likes HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n' +
        'Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    );
    t.match(line, /^HTTP\/1\.1 400/);
  },
);
