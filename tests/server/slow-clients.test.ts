/**
 * docs/rules.md R23, F7: clients that send slowly, on a listening server with raw sockets.
 * The timeouts are shrunk here (the defaults are checked in transport.test.ts) so each case takes about
 * a second rather than ten.
 */
import { connect } from 'node:net';
import t from 'tap';
import { listeningTestApp } from './helpers/app.ts';
import { StubUpstream } from './helpers/stub-upstream.ts';

const HEADERS_TIMEOUT_MS = 500;
const HANDLER_TIMEOUT_MS = 600;

const stub = await StubUpstream.start();
const site = await listeningTestApp({
  upstreamUrl: stub.url,
  env: {
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    REQUEST_TIMEOUT_MS: '5000',
    HANDLER_TIMEOUT_MS: String(HANDLER_TIMEOUT_MS),
  },
});
const { port } = site;
t.teardown(async () => {
  await site.close();
  await stub.stop();
});

interface Trickle {
  /** Everything the server sent. */
  answer: string;
  /** Milliseconds from the first byte sent until the server closed the connection (or the cap). */
  closedAfterMs: number;
  closed: boolean;
}

/**
 * Sends `head` at once, then `drip` one byte every `everyMs` (starting over when it runs out) until the
 * server closes the connection or `capMs` pass.
 */
function trickle(head: string, drip: string, everyMs: number, capMs: number, to = port): Promise<Trickle> {
  return new Promise((resolve) => {
    const started = performance.now();
    let answer = '';
    let index = 0;
    let settled = false;
    const socket = connect(to, '127.0.0.1', () => socket.write(head));
    const timer = setInterval(() => {
      if (socket.writable) socket.write(drip[index++ % drip.length] ?? 'x');
    }, everyMs);
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearInterval(timer);
      clearTimeout(cap);
      socket.destroy();
      resolve({ answer, closedAfterMs: performance.now() - started, closed });
    };
    const cap = setTimeout(() => finish(false), capMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
  });
}

t.test('a client trickling its headers is closed soon after the headers timeout', async (t) => {
  const result = await trickle('GET /ru HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 'a', 50, 4000);
  t.ok(result.closed, 'the server closed the connection');
  t.ok(
    result.closedAfterMs < HEADERS_TIMEOUT_MS * 1.1 + 200,
    `closed after ${Math.round(result.closedAfterMs)} ms (headers timeout ${HEADERS_TIMEOUT_MS} ms)`,
  );
  t.match(result.answer, /^HTTP\/1\.1 408 /);
});

t.test(
  'a body trickling in gets one 408 in the site’s error shape, its connection closed, no handler run',
  async (t) => {
    const before = stub.requests.length;
    const head =
      'POST /api/materials/1/increase-likes HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      'Origin: http://127.0.0.1:3000\r\nX-Requested-With: XMLHttpRequest\r\nAccept-Language: en\r\n' +
      'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\nlang=en&';
    const result = await trickle(head, 'x', 100, 4000);
    t.ok(result.closed, 'the server closed the connection');
    t.ok(
      result.closedAfterMs < HANDLER_TIMEOUT_MS + 600,
      `answered and closed after ${Math.round(result.closedAfterMs)} ms (handler timeout ${HANDLER_TIMEOUT_MS} ms)`,
    );
    t.match(result.answer, /^HTTP\/1\.1 408 /);
    t.equal(result.answer.match(/HTTP\/1\.1 \d{3}/g)?.length, 1, 'exactly one answer on the connection');
    t.match(result.answer, /connection: close/i);
    const body = JSON.parse(result.answer.slice(result.answer.indexOf('\r\n\r\n') + 4)) as Record<
      string,
      unknown
    >;
    t.match(body, { error: 'request_timeout', message: /took too long to arrive/, requestId: /\S/ });
    t.equal(stub.requests.length, before, 'nothing went upstream');
  },
);

t.test(
  'a request refused with 429 while its body still arrives gets that one answer and its connection closed',
  async (t) => {
    // A site of its own whose limit one request uses up; its request timeout (5 s) outlasts the cap, so a
    // connection kept open after the 429 would still be open at the end.
    const limited = await listeningTestApp({
      upstreamUrl: stub.url,
      env: {
        HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
        REQUEST_TIMEOUT_MS: '5000',
        RATE_LIMIT_GLOBAL_PER_10_SECONDS: '1',
      },
    });
    t.teardown(() => limited.close());
    const first = await limited.app.inject({ url: '/api/tags', remoteAddress: '127.0.0.1' });
    t.equal(first.statusCode, 200, 'the allowance is used');
    const before = stub.requests.length;
    const head =
      'POST /api/materials/1/increase-likes HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      'Origin: http://127.0.0.1:3000\r\nX-Requested-With: XMLHttpRequest\r\nAccept-Language: en\r\n' +
      'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\nlang=en&';
    const result = await trickle(head, 'x', 100, 4000, limited.port);
    t.match(result.answer, /^HTTP\/1\.1 429 /);
    t.match(result.answer, /connection: close/i, 'the answer says the connection ends');
    t.ok(result.closed, 'the server closed the connection while the body was still arriving');
    t.equal(result.answer.match(/HTTP\/1\.1 \d{3}/g)?.length, 1, 'exactly one answer on the connection');
    t.equal(stub.requests.length, before, 'nothing went upstream');
  },
);
