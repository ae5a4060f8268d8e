import t from 'tap';
import { COMFORT_SCRIPT_HASH, contentSecurityPolicy, createNonce } from '../../../server/render/csp.ts';
import { COMFORT_SCRIPT } from '../../../shared/comfort-script.ts';

t.test('a per-request page allows scripts only by its nonce', async (t) => {
  const policy = contentSecurityPolicy({ nonce: 'abc' });
  t.match(policy, /script-src 'nonce-abc' 'strict-dynamic'/);
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "default-src 'self'",
  ]) {
    t.ok(policy.includes(directive), directive);
  }
  t.notOk(/script-src[^;]*unsafe-(inline|eval)/.test(policy));
});

t.test('a page without a nonce allows same-origin script files and the comfort script only', async (t) => {
  t.match(contentSecurityPolicy({}), `script-src 'self' ${COMFORT_SCRIPT_HASH};`);
});

t.test('the comfort script is allowed by the hash of its exact text on every page', async (t) => {
  const { createHash } = await import('node:crypto');
  const hash = `'sha256-${createHash('sha256').update(COMFORT_SCRIPT).digest('base64')}'`;
  t.equal(COMFORT_SCRIPT_HASH, hash);
  t.ok(contentSecurityPolicy({ nonce: 'abc' }).includes(hash), 'beside the nonce');
  t.ok(contentSecurityPolicy({}).includes(hash), 'on a cached page');
});

t.test('nonces are random and long enough', async (t) => {
  const a = createNonce();
  t.not(a, createNonce());
  t.ok(Buffer.from(a, 'base64').length >= 16);
});

t.test('both policies let the site register its own offline worker and nothing else', async (t) => {
  for (const policy of [contentSecurityPolicy({ nonce: 'abc' }), contentSecurityPolicy({})]) {
    t.match(policy, /worker-src 'self'(;|$)/);
  }
});
