/**
 * The origin trap (docs/operations.md#configuration): with PUBLIC_ORIGIN unset, a visitor who opens
 * http://127.0.0.1:3000 instead of http://localhost:3000 is on this site, so logins, likes and comments work;
 * with it set, exactly it. A refused write tells the visitor it came from another address and logs the
 * origins expected and received; the public origin is logged at start.
 */
import t, { type Test } from 'tap';
import { loadConfig } from '../../../server/config.ts';
import { startTestApp } from '../helpers/app.ts';
import { StubUpstream } from '../helpers/stub-upstream.ts';

const LOOPBACK = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'];

t.test('unset, the site’s origins are the loopback names of its port; set, exactly it', async (t) => {
  const base = { NODE_ENV: 'test', PORT: '3000' };
  const unset = loadConfig({ ...base, HOST: 'localhost' });
  t.equal(unset.publicOrigin, 'http://localhost:3000', 'links still use the documented default');
  t.same([...unset.siteOrigins].sort(), [...LOOPBACK].sort());
  t.same([...loadConfig({ ...base, HOST: '0.0.0.0' }).siteOrigins].sort(), [...LOOPBACK].sort());
  t.ok(loadConfig({ ...base, HOST: '192.168.1.5' }).siteOrigins.includes('http://192.168.1.5:3000'));
  t.ok(loadConfig({ ...base, HOST: '::1' }).siteOrigins.includes('http://[::1]:3000'));
  t.ok(loadConfig({ ...base, PORT: '80' }).siteOrigins.includes('http://127.0.0.1'), 'no default port');
  t.same(loadConfig({ ...base, PUBLIC_ORIGIN: 'https://site.example/' }).siteOrigins, [
    'https://site.example',
  ]);
});

async function site(t: Test, env: Record<string, string | undefined>) {
  const stub = await StubUpstream.start();
  const lines: string[] = [];
  const app = await startTestApp({
    upstreamUrl: stub.url,
    env,
    logStream: { write: (line) => lines.push(line) },
  });
  t.teardown(async () => {
    await app.close();
    await stub.stop();
  });
  const write = (url: string, origin: string, payload: string | Record<string, unknown> = 'lang=en') =>
    app.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        origin,
        'accept-language': 'en',
        ...(typeof payload === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
  const logs = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { stub, write, logs };
}

t.test(
  'PUBLIC_ORIGIN unset: a like and a login from 127.0.0.1, localhost or [::1] are accepted',
  async (t) => {
    const { stub, write, logs } = await site(t, { PUBLIC_ORIGIN: undefined });
    for (const origin of LOOPBACK) {
      const like = await write('/api/materials/1/increase-likes', origin);
      t.equal(like.statusCode, 200, `a like from ${origin}`);
      const before = stub.count('/api/login', 'POST');
      const login = await write('/api/login', origin, { email: 'reader@example.org', password: 'x' });
      t.not(login.statusCode, 403, `a login from ${origin}`);
      t.equal(stub.count('/api/login', 'POST'), before + 1, `${origin}: the login went upstream`);
    }
    t.match(
      logs().find((line) => line.msg === 'public origin'),
      { publicOrigin: 'http://localhost:3000', writesAcceptedFrom: LOOPBACK },
      'the public origin is logged at start',
    );
  },
);

t.test('a write from another address is refused, says so, and the log names both origins', async (t) => {
  const { stub, write, logs } = await site(t, { PUBLIC_ORIGIN: undefined });
  const refused = await write('/api/materials/1/increase-likes', 'http://192.168.1.7:3000');
  t.equal(refused.statusCode, 403);
  t.match(refused.json(), { error: 'foreign_origin', message: /came from another address/ });
  const ru = await write('/api/login', 'https://evil.example', {
    email: 'reader@example.org',
    password: 'x',
    lang: 'ru',
  });
  t.match(ru.json(), { error: 'foreign_origin', message: /Запрос пришёл не с адреса сайта/ });
  t.equal(stub.count('/api/login', 'POST'), 0, 'nothing went upstream');
  t.match(
    logs().filter((line) => line.msg === 'cross-site write refused'),
    [
      { expected: LOOPBACK, received: 'http://192.168.1.7:3000' },
      { expected: LOOPBACK, received: 'https://evil.example' },
    ],
  );
});

t.test('PUBLIC_ORIGIN set: exactly it', async (t) => {
  const { write, logs } = await site(t, { PUBLIC_ORIGIN: 'https://site.example' });
  t.equal((await write('/api/materials/1/increase-likes', 'https://site.example')).statusCode, 200);
  const loopback = await write('/api/materials/1/increase-likes', 'http://127.0.0.1:3000');
  t.equal(loopback.statusCode, 403);
  t.equal(loopback.json().error, 'foreign_origin');
  t.match(
    logs().find((line) => line.msg === 'public origin'),
    { writesAcceptedFrom: ['https://site.example'] },
  );
});
