/**
 * The scale-out variables (docs/operations.md#scale-out). Empty values are unset (docker-compose passes
 * `${REDIS_URL:-}`), wrong ones stop the start with their name; the API refuses a read replica without a
 * primary.
 */
import t from 'tap';
import { loadApiConfig } from '../../api/config/index.ts';
import { loadConfig } from '../../server/config.ts';

t.test('empty scale-out variables are unset, so one instance behaves as before', async (t) => {
  const config = loadConfig({ SHARED_STATE_URL: '', REDIS_URL: '', CDN_PURGE_URL: '', CDN_PURGE_TOKEN: '' });
  t.equal(config.SHARED_STATE_URL, undefined);
  t.equal(config.REDIS_URL, undefined);
  t.equal(config.CDN_PURGE_URL, undefined);
  t.equal(config.CACHE_BUS_LOST_TTL_SECONDS, 5);
});

t.test('set ones are checked and named when wrong', async (t) => {
  const config = loadConfig({
    SHARED_STATE_URL: 'postgres://da:da@postgres:5432/da',
    REDIS_URL: 'rediss://valkey:6380',
    CDN_PURGE_URL: 'https://purge.example.org/hook',
  });
  t.equal(config.REDIS_URL, 'rediss://valkey:6380');
  t.throws(
    () => loadConfig({ SHARED_STATE_URL: 'mysql://x' }),
    /SHARED_STATE_URL: expected a postgres:\/\/ URL/,
  );
  t.throws(() => loadConfig({ REDIS_URL: 'http://valkey' }), /REDIS_URL: expected a redis:\/\//);
  t.throws(() => loadConfig({ CDN_PURGE_URL: 'ftp://x' }), /CDN_PURGE_URL/);
  t.throws(() => loadConfig({ CACHE_BUS_LOST_TTL_SECONDS: '0' }), /CACHE_BUS_LOST_TTL_SECONDS/);
});

t.test('the API takes a read replica only beside a primary', async (t) => {
  t.throws(
    () => loadApiConfig({ DATABASE_READ_URL: 'postgres://replica/da' }),
    /DATABASE_READ_URL: a read replica needs DATABASE_URL/,
  );
  const config = loadApiConfig({
    DATABASE_URL: 'postgres://primary/da',
    DATABASE_READ_URL: 'postgres://replica/da',
  });
  t.equal(config.DATABASE_READ_URL, 'postgres://replica/da');
  t.equal(
    loadApiConfig({ DATABASE_URL: 'postgres://primary/da', DATABASE_READ_URL: '' }).DATABASE_READ_URL,
    undefined,
  );
});
