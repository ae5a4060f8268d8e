/**
 * The call gateway (`server/gateway/gateway.ts`), the one place the web tier makes a call, as the app
 * wires it: input through the contract's parser with a memo of reads, the shared cache or the
 * upstream by the R26 rule, invalidation after a write, and every failure as an answer, never a throw.
 */
import t from 'tap';
import type { CallDef } from '../../../shared/contract/define.ts';
import { callsById } from '../../../shared/contract/index.ts';
import { startStubbedApp, startTestApp, TestClock } from '../helpers/app.ts';

const { stub, site } = await startStubbedApp(t);

const gateway = site.app.contentLayer.gateway;
const call = (id: string) => callsById.get(id) as CallDef;
const context = { requestId: 'gateway-test' };

t.test('parse: the validated input of a read is remembered by its wire form, a refusal is not', async (t) => {
  const item = call('materials.item');
  const raw = { params: { slug: 'yiddish-alphabet' }, query: { lang: 'en' } };
  const first = gateway.parse(item, raw, '/api/materials/yiddish-alphabet?lang=en');
  t.same(first, { ok: true, input: { params: { slug: 'yiddish-alphabet' }, query: { lang: 'en' } } });
  t.equal(gateway.parse(item, raw, '/api/materials/yiddish-alphabet?lang=en'), first, 'the same verdict');
  t.not(gateway.parse(item, raw), first, 'no wire key: parsed anew');

  const bad = { params: { slug: 'Bad_Slug' }, query: { lang: 'en' } };
  const refused = gateway.parse(item, bad, '/api/materials/Bad_Slug?lang=en');
  t.match(refused, { ok: false, problem: { part: 'params', field: 'slug' } });
  t.not(gateway.parse(item, bad, '/api/materials/Bad_Slug?lang=en'), refused, 'a refusal is not kept');
});

t.test('parse: a write is never remembered (its body is not in the key)', async (t) => {
  const like = call('likes.increase');
  const raw = { params: { type: 'materials', id: '1' }, body: { lang: 'ru' } };
  const first = gateway.parse(like, raw, '/api/materials/1/increase-likes');
  t.ok(first.ok);
  t.not(gateway.parse(like, raw, '/api/materials/1/increase-likes'), first);
});

t.test('a cacheable read without user headers is answered from the shared cache', async (t) => {
  const tags = call('tags.list');
  const before = stub.count('/api/tags');
  const first = await gateway.send(tags, {}, context);
  t.match(first, { ok: true, from: 'cache', label: 'MISS', policy: { name: 'tags' } });
  const second = await gateway.send(tags, {}, context);
  t.match(second, { ok: true, from: 'cache', label: 'HIT' });
  t.equal(stub.count('/api/tags') - before, 1, 'asked upstream once');
});

t.test('a cacheable read with a user header goes upstream each time and is not shared', async (t) => {
  const list = call('materials.list');
  const input = { query: { lang: 'ru', page: 1, per_page: 12 } };
  const before = stub.count('/api/materials');
  const headers = { authorization: 'Bearer reader-token' };
  const first = await gateway.send(list, input, { ...context, headers });
  t.match(first, { ok: true, from: 'upstream', status: 200 });
  t.match(JSON.stringify(first.ok && first.from === 'upstream' ? first.data : null), /CANARY-reader-token/);
  await gateway.send(list, input, { ...context, headers });
  t.equal(stub.count('/api/materials') - before, 2, 'both went upstream');
  const shared = await gateway.send(list, input, context);
  t.match(shared, { ok: true, from: 'cache', label: 'MISS' }, 'the personal answer was not stored');
  t.notMatch(shared.ok && shared.from === 'cache' ? shared.answer.body.toString() : '', /CANARY/);
});

t.test('the bench may read past the cache', async (t) => {
  const before = stub.count('/api/tags');
  t.match(await gateway.send(call('tags.list'), {}, { ...context, bypassCache: true }), {
    ok: true,
    from: 'upstream',
  });
  t.equal(stub.count('/api/tags') - before, 1);
});

t.test('a missing item is a 404 answer, remembered briefly by the cache', async (t) => {
  const item = call('materials.item');
  const input = { params: { slug: 'no-such-item' }, query: { lang: 'ru' } };
  const before = stub.count('/api/materials/no-such-item');
  t.match(await gateway.send(item, input, context), {
    ok: false,
    from: 'cache',
    status: 404,
    code: 'not_found',
    label: 'MISS',
  });
  t.match(await gateway.send(item, input, context), { ok: false, status: 404, label: 'HIT' });
  t.equal(stub.count('/api/materials/no-such-item') - before, 1);
});

t.test("the upstream's refusal keeps its status and code; its failure is upstream_unavailable", async (t) => {
  const like = call('likes.increase');
  const input = { params: { type: 'materials', id: 1 }, body: { lang: 'ru' } };
  t.teardown(() => {
    stub.fault = { kind: 'none' };
  });
  stub.fault = { kind: 'status', status: 429 };
  t.match(await gateway.send(like, input, context), {
    ok: false,
    from: 'upstream',
    status: 429,
    code: 'internal_error',
  });
  stub.fault = { kind: 'status', status: 500 };
  const failed = await gateway.send(like, input, context);
  t.match(failed, { ok: false, status: 503, code: 'upstream_unavailable', cause: 'upstream_error' });
  t.notMatch(JSON.stringify(failed), /SELECT/, 'nothing of the upstream body');
});

t.test('an unreachable upstream is an answer, not a throw', async (t) => {
  const down = await startTestApp({ upstreamUrl: 'http://127.0.0.1:9', clock: new TestClock() });
  t.teardown(() => down.close());
  const delivery = await down.app.contentLayer.gateway.send(call('tags.list'), {}, context);
  t.match(delivery, { ok: false, status: 503, code: 'upstream_unavailable', cause: 'unreachable' });
  const write = await down.app.contentLayer.gateway.send(
    call('likes.increase'),
    { params: { type: 'materials', id: 1 }, body: { lang: 'ru' } },
    context,
  );
  t.match(write, { ok: false, status: 503, cause: 'unreachable' });
});

t.test('a visitor who left ends the call as an answer', async (t) => {
  const controller = new AbortController();
  controller.abort();
  const delivery = await gateway.send(
    call('materials.list'),
    { query: { lang: 'en', page: 7, per_page: 12 } },
    { ...context, headers: { authorization: 'Bearer x' }, signal: () => controller.signal },
  );
  t.match(delivery, { ok: false, status: 503, cause: 'aborted' });
});

t.test('a successful write drops the cached answers that showed its item', async (t) => {
  const item = call('materials.item');
  const input = { params: { slug: 'yiddish-alphabet' }, query: { lang: 'ru' } };
  await gateway.send(item, input, context);
  t.match(await gateway.send(item, input, context), { ok: true, label: 'HIT' });
  const like = await gateway.send(
    call('likes.increase'),
    { params: { type: 'materials', id: 1 }, body: { lang: 'ru' } },
    { ...context, headers: { 'x-forwarded-for': '192.0.2.1' } },
  );
  t.match(like, { ok: true, from: 'upstream', status: 200 });
  t.match(await gateway.send(item, input, context), { ok: true, label: 'MISS' }, 'refetched');
});
