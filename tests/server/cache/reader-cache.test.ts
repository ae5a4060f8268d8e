/**
 * The reader cache's store (docs/architecture.md#the-reader-cache): answers are kept per reader and per
 * input, never found for another reader; a drop of `reader:<id>` takes that reader's answers and sessions
 * and nobody else's; an item's drop takes the answers that show it; a fill a drop overtook is not kept;
 * sessions are believed for `SESSION_RECHECK_SECONDS` only, and nothing longer than the cap while drops
 * may be missed.
 */
import t from 'tap';
import { ReaderCache, sessionId } from '../../../server/cache/reader-cache.ts';
import type { CallDef } from '../../../shared/contract/define.ts';
import { callsById } from '../../../shared/contract/index.ts';
import { TestClock } from '../helpers/app.ts';

const call = (id: string) => callsById.get(id) as CallDef;
const USER = call('accounts.user');
const SHELF = call('profile.continue');
const LIKED = call('likes.state');

function setup(overrides: Partial<ConstructorParameters<typeof ReaderCache>[0]> = {}) {
  const clock = new TestClock();
  const cache = new ReaderCache({
    ttlMs: 300_000,
    sessionTtlMs: 10_000,
    maxEntries: 100,
    maxBytes: 1_000_000,
    clock,
    ...overrides,
  });
  return { clock, cache };
}

t.test('an answer is kept per reader and per input, never found for another reader', async (t) => {
  const { cache } = setup();
  cache.store(1, USER, {}, { user: { id: 1, name: 'Ида' } }, cache.mark());
  cache.store(1, SHELF, { query: { lang: 'ru' } }, { materials: [] }, cache.mark());
  t.same(JSON.parse(cache.get(1, USER, {}) ?? 'null'), { user: { id: 1, name: 'Ида' } });
  t.equal(cache.get(2, USER, {}), undefined, 'another reader finds nothing');
  t.ok(cache.get(1, SHELF, { query: { lang: 'ru' } }), 'the shelf in Russian');
  t.equal(cache.get(1, SHELF, { query: { lang: 'en' } }), undefined, 'the English shelf is another answer');
});

t.test("a drop of reader:<id> takes that reader's answers and sessions, and nobody else's", async (t) => {
  const { cache } = setup();
  cache.store(1, USER, {}, { user: { id: 1 } }, cache.mark());
  cache.store(2, USER, {}, { user: { id: 2 } }, cache.mark());
  cache.rememberSession(sessionId('token-1'), 1, cache.mark());
  cache.rememberSession(sessionId('token-2'), 2, cache.mark());
  t.equal(cache.invalidate(new Set(['reader:1'])), 2, 'one answer and one session');
  t.equal(cache.get(1, USER, {}), undefined);
  t.equal(cache.session(sessionId('token-1')), undefined, 'the session is asked again');
  t.ok(cache.get(2, USER, {}), 'the other reader keeps theirs');
  t.equal(cache.session(sessionId('token-2')), 2);
});

t.test(
  "an item's drop takes the readers' answers that show it; a drop of everything keeps sessions",
  async (t) => {
    const { cache } = setup();
    const material = { params: { type: 'materials', id: 12 } };
    cache.store(1, LIKED, material, { liked: true }, cache.mark());
    cache.store(2, LIKED, material, { liked: false }, cache.mark());
    cache.store(1, LIKED, { params: { type: 'materials', id: 13 } }, { liked: false }, cache.mark());
    cache.invalidate(new Set(['materials#12']));
    t.equal(cache.get(1, LIKED, material), undefined);
    t.equal(cache.get(2, LIKED, material), undefined);
    t.ok(cache.get(1, LIKED, { params: { type: 'materials', id: 13 } }), 'another item stays');
    cache.rememberSession(sessionId('token-1'), 1, cache.mark());
    cache.invalidate(new Set(['*']));
    t.equal(cache.get(1, LIKED, { params: { type: 'materials', id: 13 } }), undefined, 'every answer');
    t.equal(cache.session(sessionId('token-1')), 1, 'a content import ends no session');
  },
);

t.test('a fill a drop overtook is not kept, an answer nor a session', async (t) => {
  const { cache } = setup();
  const mark = cache.mark();
  cache.invalidate(new Set(['reader:1']));
  cache.store(1, USER, {}, { user: { id: 1 } }, mark);
  cache.rememberSession(sessionId('token-1'), 1, mark);
  t.equal(cache.get(1, USER, {}), undefined);
  t.equal(cache.session(sessionId('token-1')), undefined);
});

t.test('a session is believed for its interval only; answers for their lifetime', async (t) => {
  const { clock, cache } = setup();
  cache.rememberSession(sessionId('token-1'), 1, cache.mark());
  cache.store(1, USER, {}, { user: { id: 1 } }, cache.mark());
  clock.advance(9.999);
  t.equal(cache.session(sessionId('token-1')), 1);
  clock.advance(0.001);
  t.equal(cache.session(sessionId('token-1')), undefined, 'looked up again after the interval');
  t.ok(cache.get(1, USER, {}), 'the answer outlives the interval');
  clock.advance(290);
  t.equal(cache.get(1, USER, {}), undefined, 'but not its lifetime');
});

t.test('while drops may be missed, nothing is believed past the cap', async (t) => {
  const { clock, cache } = setup();
  cache.store(1, USER, {}, { user: { id: 1 } }, cache.mark());
  cache.capLifetimes(5_000);
  cache.store(2, USER, {}, { user: { id: 2 } }, cache.mark());
  clock.advance(5);
  t.equal(cache.get(1, USER, {}), undefined, 'kept before the loss');
  t.equal(cache.get(2, USER, {}), undefined, 'stored during it');
});

t.test('a lifetime of 0 keeps nothing; a session is named by a hash, never by its token', async (t) => {
  const { cache } = setup({ ttlMs: 0 });
  t.notOk(cache.enabled);
  cache.store(1, USER, {}, { user: { id: 1 } }, cache.mark());
  t.equal(cache.get(1, USER, {}), undefined);
  t.notMatch(sessionId('secret-token-value'), 'secret');
  t.equal(sessionId('a'), sessionId('a'));
  t.not(sessionId('a'), sessionId('b'));
});
