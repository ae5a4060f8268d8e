/**
 * What a successful write drops (docs/architecture.md#the-content-cache). The contract entry names its item
 * (`invalidates`); the API's answer may name more (`x-cache-drops`, `api/cache-drops.ts`), so a feature whose
 * write changes what its path cannot name needs only to name the tags. Reads and refused writes drop nothing.
 */
import t from 'tap';
import { dropOnAnswer } from '../../../api/cache-drops.ts';
import type { ContentCache } from '../../../server/cache/content-cache.ts';
import { CallGateway } from '../../../server/gateway/gateway.ts';
import type { UpstreamCaller } from '../../../server/upstream/caller.ts';
import type { CallDef } from '../../../shared/contract/define.ts';
import { callsById } from '../../../shared/contract/index.ts';

const call = (id: string) => callsById.get(id) as CallDef;

function gatewayAnswering(result: unknown) {
  const drops: string[][] = [];
  const gateway = new CallGateway({
    caller: { call: async () => result } as unknown as UpstreamCaller,
    cache: {} as ContentCache,
    invalidate: (tags) => {
      drops.push([...tags]);
      return 0;
    },
  });
  return { gateway, drops };
}

const context = { requestId: 'drops-test', headers: { authorization: 'Bearer token' } };

t.test("a write drops its contract entry's item and the tags its answer names", async (t) => {
  const { gateway, drops } = gatewayAnswering({
    ok: true,
    status: 200,
    data: { success: true, like_count: 3 },
    headers: { 'x-cache-drops': 'courses#4 materials@extra' },
  });
  await gateway.send(
    call('likes.increase'),
    { params: { type: 'materials', id: 12 }, body: { lang: 'ru' } },
    context,
  );
  t.same(drops, [['materials#12', 'courses#4', 'materials@extra']]);
});

t.test('a write whose contract names nothing drops what its answer names', async (t) => {
  const { gateway, drops } = gatewayAnswering({
    ok: true,
    status: 200,
    data: { success: true },
    headers: { 'x-cache-drops': ['reviews#1', 'courses@first-steps'] },
  });
  await gateway.send(
    call('favorites.toggle'),
    { params: { id: 1, action: 'add' }, body: { type: 'materials' } },
    context,
  );
  t.same(drops, [['reviews#1', 'courses@first-steps']]);
});

t.test('a refused write and a read drop nothing', async (t) => {
  const refused = gatewayAnswering({ ok: false, status: 429, code: 'rate_limited', headers: {} });
  await refused.gateway.send(
    call('likes.increase'),
    { params: { type: 'materials', id: 12 }, body: { lang: 'ru' } },
    context,
  );
  t.same(refused.drops, []);
  const read = gatewayAnswering({
    ok: true,
    status: 200,
    data: {},
    headers: { 'x-cache-drops': 'materials#1' },
  });
  await read.gateway.send(call('likes.state'), { params: { type: 'materials', id: 12 } }, context);
  t.same(read.drops, []);
});

t.test("the API's helper adds tags to an answer, keeping those already named", async (t) => {
  const headers: Record<string, string> = {};
  const reply = {
    getHeader: (name: string) => headers[name],
    header: (name: string, value: string) => {
      headers[name] = value;
    },
  };
  dropOnAnswer(reply as never, ['courses#4']);
  dropOnAnswer(reply as never, ['materials@x', 'materials#9']);
  dropOnAnswer(reply as never, []);
  t.equal(headers['x-cache-drops'], 'courses#4 materials@x materials#9');
});
