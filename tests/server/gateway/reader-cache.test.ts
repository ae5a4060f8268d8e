/**
 * The gateway's reader path (docs/architecture.md#the-reader-cache): a call the contract marks
 * `readerCache`, made with a session's token, checks the session upstream once (by the user call) and
 * then answers the reader's own stored answer; what the API names on a write (`reader:<id>`) drops it; a
 * session the API refuses is asked again; anything the key cannot name (test-admin mode's header, the
 * bench's bypass) goes upstream every time; readers in parallel each get their own answers.
 */
import t from 'tap';
import type { ContentCache } from '../../../server/cache/content-cache.ts';
import { ReaderCache } from '../../../server/cache/reader-cache.ts';
import { systemClock } from '../../../server/clock.ts';
import { CallGateway } from '../../../server/gateway/gateway.ts';
import type { UpstreamCaller } from '../../../server/upstream/caller.ts';
import type { CallDef } from '../../../shared/contract/define.ts';
import { callsById } from '../../../shared/contract/index.ts';

const call = (id: string) => callsById.get(id) as CallDef;

interface Asked {
  id: string;
  token: string;
}

/** An upstream whose readers are `token-<n>` → user n; writes name `reader:<n>` as the API does. */
function setup(options: { refuse?: Set<string>; delay?: () => number } = {}) {
  const asked: Asked[] = [];
  const readers = new ReaderCache({
    ttlMs: 300_000,
    sessionTtlMs: 10_000,
    maxEntries: 1000,
    maxBytes: 1_000_000,
    clock: systemClock,
  });
  const caller = {
    async call(def: CallDef, _input: unknown, context: { headers?: Record<string, string> }) {
      const token = (context.headers?.authorization ?? '').replace('Bearer ', '');
      asked.push({ id: def.id, token });
      const wait = options.delay?.() ?? 0;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (options.refuse?.has(token)) return { ok: false, status: 401, code: 'unauthorized' };
      const userId = Number(token.replace('token-', ''));
      const data =
        def.id === 'accounts.user'
          ? { user: { id: userId, name: `reader ${userId}` } }
          : { shelf_of: userId, asked: asked.length };
      const headers = def.method === 'GET' ? {} : { 'x-cache-drops': `reader:${userId}` };
      return { ok: true, status: 200, data, headers };
    },
  } as unknown as UpstreamCaller;
  const gateway = new CallGateway({
    caller,
    cache: {} as ContentCache,
    invalidate: (tags) => readers.invalidate(new Set(tags)),
    readers: {
      cache: readers,
      sessionCall: call('accounts.user'),
      userIdOf: (data) => (data as { user?: { id?: number } }).user?.id,
    },
  });
  const as = (token: string, extra: Record<string, string> = {}) => ({
    requestId: 'reader-test',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '192.0.2.1', ...extra },
  });
  return { gateway, asked, readers, as };
}

const SHELF = { query: { lang: 'ru' } };

t.test('a second signed-in view asks the upstream nothing', async (t) => {
  const { gateway, asked, as } = setup();
  const user = await gateway.send(call('accounts.user'), {}, as('token-1'));
  const shelf = await gateway.send(call('profile.continue'), SHELF, as('token-1'));
  t.same(
    asked.map((a) => a.id),
    ['accounts.user', 'profile.continue'],
    'the first view: the session check (the user call) and the shelf',
  );
  const again = await gateway.send(call('accounts.user'), {}, as('token-1'));
  const shelfAgain = await gateway.send(call('profile.continue'), SHELF, as('token-1'));
  t.equal(asked.length, 2, 'the second view: nothing upstream');
  t.ok(again.ok && shelfAgain.ok);
  t.same(
    again.ok && again.from === 'upstream' && again.data,
    user.ok && user.from === 'upstream' && user.data,
  );
  t.same(
    shelfAgain.ok && shelfAgain.from === 'upstream' && shelfAgain.data,
    shelf.ok && shelf.from === 'upstream' && shelf.data,
  );
  t.equal(again.ok && again.from, 'upstream', 'said as a personal answer: never a shared policy');
});

t.test("the reader's own write drops what is kept for them, and only for them", async (t) => {
  const { gateway, asked, as } = setup();
  for (const token of ['token-1', 'token-2']) {
    await gateway.send(call('accounts.user'), {}, as(token));
    await gateway.send(call('profile.continue'), SHELF, as(token));
  }
  asked.length = 0;
  const write = await gateway.send(
    call('favorites.toggle'),
    { params: { id: 1, action: 'add' }, body: { type: 'materials' } },
    as('token-1'),
  );
  t.ok(write.ok);
  asked.length = 0;
  await gateway.send(call('accounts.user'), {}, as('token-1'));
  await gateway.send(call('accounts.user'), {}, as('token-2'));
  t.same(asked, [{ id: 'accounts.user', token: 'token-1' }], 'reader 1 is asked again, reader 2 is not');
});

t.test('a session the API refuses is asked again on the next view', async (t) => {
  const refuse = new Set<string>();
  const { gateway, asked, as, readers } = setup({ refuse });
  await gateway.send(call('accounts.user'), {}, as('token-3'));
  readers.invalidate(new Set(['reader:3']));
  refuse.add('token-3');
  const refused = await gateway.send(call('profile.continue'), SHELF, as('token-3'));
  t.same(refused.ok ? null : refused.status, 401, 'the session check answers 401');
  const again = await gateway.send(call('accounts.user'), {}, as('token-3'));
  t.same(again.ok ? null : again.status, 401);
  t.equal(asked.filter((a) => a.id === 'accounts.user').length, 3, 'each view asked, none believed');
});

t.test("what the key cannot name goes upstream each time: test-admin mode, the bench's bypass", async (t) => {
  const { gateway, asked, as } = setup();
  await gateway.send(call('accounts.user'), {}, as('token-4', { 'x-test-admin': 'flag' }));
  await gateway.send(call('accounts.user'), {}, as('token-4', { 'x-test-admin': 'flag' }));
  await gateway.send(call('accounts.user'), {}, { ...as('token-4'), bypassCache: true });
  t.equal(asked.length, 3);
  const mine = { params: { type: 'materials', slug: 'ansky-expedition' }, query: { lang: 'ru' } };
  await gateway.send(call('comments.mine'), mine, as('token-4'));
  await gateway.send(call('comments.mine'), mine, as('token-4'));
  t.equal(asked.filter((a) => a.id === 'comments.mine').length, 2, 'a call not marked readerCache');
});

t.test('readers in parallel each get their own answers, never another reader’s', async (t) => {
  const { gateway, as } = setup({ delay: () => Math.floor(Math.random() * 5) });
  const readers = Array.from({ length: 40 }, (_, i) => i + 1);
  const rounds = await Promise.all(
    readers.flatMap((n) =>
      [0, 1, 2].map(async () => {
        const [user, shelf] = await Promise.all([
          gateway.send(call('accounts.user'), {}, as(`token-${n}`)),
          gateway.send(call('profile.continue'), SHELF, as(`token-${n}`)),
        ]);
        return {
          n,
          user: user.ok && user.from === 'upstream' ? (user.data as { user: { id: number } }).user.id : -1,
          shelf: shelf.ok && shelf.from === 'upstream' ? (shelf.data as { shelf_of: number }).shelf_of : -1,
        };
      }),
    ),
  );
  const wrong = rounds.filter((round) => round.user !== round.n || round.shelf !== round.n);
  t.same(wrong, [], `${rounds.length} views, each with its own reader's answers`);
});
