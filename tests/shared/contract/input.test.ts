/**
 * The contract's one input parser (`shared/contract/input.ts`), which the content API, the facade and
 * the loaders all read a call's input with.
 */
import t from 'tap';
import { z } from 'zod';
import { defineCall } from '../../../shared/contract/define.ts';
import { callsById } from '../../../shared/contract/index.ts';
import { FIELD_MAX_CHARS, parseCallInput, parseWith, wireInput } from '../../../shared/contract/input.ts';

const list = callsById.get('materials.list');
const item = callsById.get('materials.item');
const user = callsById.get('accounts.user');
const like = callsById.get('likes.increase');
if (!list || !item || !user || !like) throw new Error('the contract lost a call these tests use');

t.test('a valid wire input comes back parsed, defaults filled', async (t) => {
  const verdict = parseCallInput(list, { query: { page: '2', tags: '[3,1]' } });
  t.ok(verdict.ok);
  t.match(verdict, { ok: true, input: { query: { page: 2, tags: [3, 1], lang: 'ru' } } });
  t.notOk(verdict.ok && 'params' in verdict.input, 'a part without a schema stays out');
});

t.test('a refusal names the part and the key the caller sent', async (t) => {
  t.match(parseCallInput(list, { query: { page: '-1' } }), {
    ok: false,
    problem: { part: 'query', field: 'page' },
  });
  t.match(parseCallInput(list, { query: { utm_source: 'x' } }), {
    ok: false,
    problem: { part: 'query', field: 'utm_source', reason: 'unknown parameter' },
  });
  t.match(parseCallInput(list, { query: { tags: '[1e400]' } }), {
    ok: false,
    problem: { part: 'query', field: 'tags' },
  });
  t.match(parseCallInput(item, { params: { slug: 'Bad_Slug' }, query: {} }), {
    ok: false,
    problem: { part: 'params', field: 'slug' },
  });
});

t.test('a part the call has no schema for accepts nothing', async (t) => {
  t.match(parseCallInput(user, { query: { debug: '1' } }), {
    ok: false,
    problem: { part: 'query', field: 'debug', reason: 'unknown parameter' },
  });
  t.same(parseCallInput(user, { query: {}, params: {} }), { ok: true, input: {} });
});

t.test('a GET has no body; a POST body is read by its schema', async (t) => {
  t.same(parseCallInput(user, { body: { anything: 1 } }), { ok: true, input: {} });
  t.match(parseCallInput(like, { params: { type: 'materials', id: '1' }, body: { lang: 'de' } }), {
    ok: false,
    problem: { part: 'body', field: 'lang' },
  });
  t.match(parseCallInput(like, { params: { type: 'materials', id: '1' }, body: {} }), {
    ok: true,
    input: { params: { type: 'materials', id: 1 }, body: { lang: 'ru' } },
  });
});

t.test('a refused key is named back cut to a sane length', async (t) => {
  const long = 'k'.repeat(500);
  const verdict = parseCallInput(list, { query: { [long]: '1' } });
  t.match(verdict, { ok: false, problem: { field: 'k'.repeat(FIELD_MAX_CHARS) } });
  t.match(parseWith(undefined, { [long]: 1 }, 'body'), { ok: false, problem: { field: 'k'.repeat(64) } });
});

t.test('a loader input in its wire form parses as the same request from a browser would', async (t) => {
  const typed = { query: { lang: 'en' as const, page: 3, per_page: 12, tags: [5, 2] } };
  const wire = wireInput(typed);
  t.same(wire.query, { lang: 'en', page: '3', per_page: '12', tags: '[5,2]' });
  t.same(
    parseCallInput(list, wire),
    parseCallInput(list, { query: { tags: '[5,2]', page: '3', per_page: '12', lang: 'en' } }),
  );
  t.same(wireInput({}), { params: {}, query: {} });
});

t.test('the parser never throws on what a schema refuses', async (t) => {
  const call = defineCall({
    id: 'test.strict',
    method: 'POST',
    path: '/test',
    summary: 'test',
    body: z.strictObject({ n: z.number() }),
    response: z.object({}),
    auth: 'none',
  });
  for (const body of [null, 'text', 42, [], { n: 'x' }, { n: 1, extra: true }]) {
    t.equal(parseCallInput(call, { body }).ok, false, JSON.stringify(body));
  }
});
