import t from 'tap';
import { ConfigError, loadConfig } from '../../server/config.ts';

t.test('defaults serve the site on port 3000 with ./data', async (t) => {
  const config = loadConfig({});
  t.equal(config.PORT, 3000);
  t.equal(config.HOST, 'localhost');
  t.match(config.dataDir, /\/data$/);
  t.match(config.mediaDir, /\/data\/media$/);
  t.equal(config.publicOrigin, 'http://localhost:3000');
  t.equal(config.trustProxy, false);
  t.equal(config.isProduction, true);
});

t.test('a bad value is refused with a message naming the variable', async (t) => {
  t.throws(() => loadConfig({ PORT: '70000' }), ConfigError);
  t.throws(() => loadConfig({ PORT: '3e3' }), /PORT/);
  t.throws(() => loadConfig({ PUBLIC_ORIGIN: 'javascript:alert(1)' }), /PUBLIC_ORIGIN/);
  t.throws(() => loadConfig({ LOG_LEVEL: 'loud' }), /LOG_LEVEL/);
});

t.test('values are parsed with their units and the trusted proxies listed exactly', async (t) => {
  const config = loadConfig({ PORT: '8080', STREAM_TIMEOUT_MS: '2500', TRUST_PROXY: '10.0.0.1, 10.0.0.2' });
  t.equal(config.PORT, 8080);
  t.equal(config.STREAM_TIMEOUT_MS, 2500);
  t.same(config.trustProxy, ['10.0.0.1', '10.0.0.2']);
});

t.test('the process exits with code 1 and a clear message on a bad value', async (t) => {
  const { spawnSync } = await import('node:child_process');
  const result = spawnSync(process.execPath, ['server/main.ts'], {
    env: { ...process.env, PORT: 'abc' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  t.equal(result.status, 1);
  t.match(result.stderr, /Invalid configuration/);
  t.match(result.stderr, /PORT/);
});
