import t from 'tap';
import { ConfigError, loadApiConfig } from '../../api/config/index.ts';

t.test('an empty environment gives the documented defaults', async (t) => {
  const config = loadApiConfig({});
  t.match(
    { ...config },
    {
      DATA_DIR: './data',
      MEDIA_DIR: 'data/media',
      API_HOST: '127.0.0.1',
      API_PORT: 3001,
      API_TRUST_PROXY: ['127.0.0.1'],
      API_BODY_LIMIT_BYTES: 65536,
      LOG_LEVEL: 'info',
      DB_POOL_SIZE: 10,
      DB_STATEMENT_TIMEOUT_MS: 2000,
      DB_QUEUE_TIMEOUT_MS: 2000,
      CONTENT_PACK_DIR: 'content/demo',
      IMPORT_ON_EMPTY: true,
      // docs/rules.md R9, R13, R19: session lifetimes, pin lifetimes and reader limits.
      SESSION_IDLE_TIMEOUT_SECONDS: 14 * 24 * 3600,
      SESSION_ABSOLUTE_LIFETIME_SECONDS: 60 * 24 * 3600,
      PIN_RESET_TTL_SECONDS: 30 * 60,
      PIN_CONFIRM_TTL_SECONDS: 24 * 3600,
      COMMENT_INTERVAL_SECONDS: 5,
      COMMENT_DUPLICATE_WINDOW_SECONDS: 300,
      COMMENTS_PER_DAY: 50,
      LIKES_PER_USER_PER_DAY: 50,
      LIKES_PER_IP_PER_HOUR: 60,
      FAVOURITES_PER_MINUTE: 60,
    },
  );
  t.ok(Object.isFrozen(config));
});

t.test('MEDIA_DIR follows DATA_DIR unless set; empty values count as unset', async (t) => {
  t.equal(loadApiConfig({ DATA_DIR: '/srv/data' }).MEDIA_DIR, '/srv/data/media');
  t.equal(loadApiConfig({ DATA_DIR: '/srv/data', MEDIA_DIR: '/srv/media' }).MEDIA_DIR, '/srv/media');
  t.equal(loadApiConfig({ API_PORT: '' }).API_PORT, 3001);
});

t.test('values are parsed, never coerced', async (t) => {
  const config = loadApiConfig({
    API_PORT: '0',
    IMPORT_ON_EMPTY: 'false',
    API_TRUST_PROXY: '10.0.0.1, 10.0.1.0/24',
    DATABASE_URL: 'postgres://u:p@db:5432/site',
  });
  t.equal(config.API_PORT, 0);
  t.equal(config.IMPORT_ON_EMPTY, false);
  t.same(config.API_TRUST_PROXY, ['10.0.0.1', '10.0.1.0/24']);
  t.equal(loadApiConfig({ API_TRUST_PROXY: 'false' }).API_TRUST_PROXY, false);
  t.equal(config.DATABASE_URL, 'postgres://u:p@db:5432/site');
});

t.test('a bad value is refused with a message naming the variable', async (t) => {
  const bad: [Record<string, string>, RegExp][] = [
    [{ API_PORT: '0x10' }, /API_PORT: expected a whole number/],
    [{ API_PORT: '70000' }, /API_PORT: expected a whole number from 0 to 65535/],
    [{ DB_POOL_SIZE: '-1' }, /DB_POOL_SIZE/],
    [{ IMPORT_ON_EMPTY: 'yes' }, /IMPORT_ON_EMPTY: expected true or false/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: expected a postgres:\/\/ URL/],
    [{ API_TRUST_PROXY: '*' }, /API_TRUST_PROXY/],
  ];
  for (const [env, message] of bad) {
    const name = Object.keys(env).join();
    t.throws(() => loadApiConfig(env), ConfigError, name);
    t.throws(() => loadApiConfig(env), { message }, name);
  }
});
