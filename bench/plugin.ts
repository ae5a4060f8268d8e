/**
 * The bench's switches, registered only by the bench's server (`bench/main.ts`), never by the site:
 *
 * - `X-Bench-Cache: bypass` reads past the page cache and the content cache, so a target measures a
 *   page rendered per request; `X-Bench-Blocks: off` also leaves out the store of rendered blocks
 *   (`server/data/cache-bypass.ts`; bench/targets.ts);
 * - the limit (the baselines of docs/testing.md#benchmarks): a material page rendered once at start and served as a
 *   prebuilt Buffer from a plain route (`/__bench/static`), and Fastify's hello-world JSON
 *   (`/__bench/hello`). Every other target is measured against these two in the same run;
 * - `/__bench/cpu`: the process's CPU time so far, so each row also says how much CPU a request took.
 *
 * What our own code is measured against runs in processes of its own (`processes.ts`): the bare
 * `node:http` server sending the cached `/ru` (`bare-server.ts`) and React's plain `renderToString`
 * (`react-server.ts`).
 */
import type { FastifyInstance } from 'fastify';
import { pageTarget } from '../server/cache/page-cache-key.ts';
import type { Config } from '../server/config.ts';
import type { ContentLayer } from '../server/data/layer.ts';
import { servedData } from '../server/gateway/gateway.ts';
import { createPageFill, type PageFill } from '../server/pages/page-cache-fill.ts';
import type { AssetResolver } from '../server/render/assets.ts';
import type { RenderFunction } from '../server/render/ssr-module.ts';
import { callsById } from '../shared/contract/index.ts';

export interface BenchOptions {
  config: Config;
  render: RenderFunction;
  resolveAssets: AssetResolver;
}

async function firstMaterialPath(layer: ContentLayer): Promise<string> {
  const call = callsById.get('materials.list');
  if (!call) return '/ru';
  const verdict = layer.gateway.parse(call, { query: { lang: 'ru' } });
  if (!verdict.ok) return '/ru';
  const delivery = await layer.gateway.send(call, verdict.input, { requestId: 'bench' });
  if (!delivery.ok) return '/ru';
  const list = servedData(delivery) as { materials?: Array<{ slug: string }> };
  const slug = list.materials?.[0]?.slug;
  return slug ? `/ru/materials/${slug}` : '/ru';
}

async function renderOnce(layer: ContentLayer, fillPage: PageFill): Promise<Buffer> {
  for (const path of [await firstMaterialPath(layer), '/ru']) {
    const target = pageTarget(path, {});
    if (!target) continue;
    try {
      const page = await fillPage(target, 'bench', new AbortController().signal);
      return page.bodies.identity;
    } catch {
      // No material page yet: the main page stands in.
    }
  }
  throw new Error('the benchmark reference page could not be rendered');
}

export function benchPlugin(options: BenchOptions) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const caches = request.headers['x-bench-cache'] === 'bypass';
      const blocks = request.headers['x-bench-blocks'] === 'off';
      if (caches || blocks) request.cacheBypass = { caches, blocks };
    });
    // The same switches for page-cache hits answered before Fastify's hooks (`server/pages/page-cache-fast.ts`).
    app.cacheBypassOf = (raw) =>
      raw.headers['x-bench-cache'] === 'bypass' || raw.headers['x-bench-blocks'] === 'off';

    const layer = app.contentLayer;
    const fillPage = createPageFill({ ...options, layer, log: app.log });
    let page: Buffer | null = null;
    let pending: Promise<Buffer> | null = null;
    const reference = () => {
      pending ??= renderOnce(layer, fillPage).then(
        (buffer) => {
          page = buffer;
          return buffer;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    };
    app.addHook('onReady', async () => {
      reference().catch((error: unknown) => app.log.warn({ err: error }, 'bench reference page not ready'));
    });
    app.get('/__bench/static', (_request, reply) => {
      if (page) return reply.type('text/html; charset=utf-8').send(page);
      return reference().then((buffer) => reply.type('text/html; charset=utf-8').send(buffer));
    });
    app.get('/__bench/hello', async () => ({ hello: 'world' }));

    app.get('/__bench/cpu', async () => {
      const { user, system } = process.cpuUsage();
      return { cpuMicroseconds: user + system };
    });
  };
}
