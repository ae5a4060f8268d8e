/**
 * The bench's switches, registered only by the bench's server (`bench/main.ts`), never by the site:
 *
 * - `X-Bench-Cache: bypass` reads past the page cache and the content cache, so a target measures a
 *   page rendered per request; `X-Bench-Blocks: off` also leaves out the store of rendered blocks
 *   (`server/data/cache-bypass.ts`; bench/targets.ts);
 * - the limit (the baselines of docs/testing.md#benchmarks): a material page rendered once at start and served as a
 *   prebuilt Buffer from a plain route (`/__bench/static`), and Fastify's hello-world JSON
 *   (`/__bench/hello`). Every other target is measured against these two in the same run;
 * - what our own code is measured against: a bare `node:http` server in this same process, on a port of its own, that
 *   sends exactly the response the page cache gives for `/ru` (status, header lines, body;
 *   `/__bench/bare` starts it and answers its origin), and React's plain `renderToString` of a
 *   comparable page per request (`/__bench/react`, `reference-page.ts`). The bare server shares the
 *   process, so its CPU, its pin and its heap (and the collector's work on it) are the site's: the ratio
 *   isolates what serving a hit costs beyond Node's HTTP server;
 * - `/__bench/cpu`: the process's CPU time so far, so each row also says how much CPU a request took;
 *   `/__bench/upstream`: the API this server calls, so a second, web-only server can use the same one
 *   (the signed-in row: `run.ts`).
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { pageTarget } from '../server/cache/page-cache-key.ts';
import type { Config } from '../server/config.ts';
import type { ContentLayer } from '../server/data/layer.ts';
import { servedData } from '../server/gateway/gateway.ts';
import { createPageFill, type PageFill } from '../server/pages/page-cache-fill.ts';
import type { AssetResolver } from '../server/render/assets.ts';
import type { RenderFunction } from '../server/render/ssr-module.ts';
import { callsById } from '../shared/contract/index.ts';
import { referencePage } from './reference-page.ts';

/** The headers Node's HTTP server adds itself. */
const NODE_OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** A page as the site answered it: status, header lines in order, body (no compression). */
function capture(url: string): Promise<{ status: number; lines: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'identity' }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const lines: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i] as string;
          if (!NODE_OWN_HEADERS.has(name.toLowerCase())) lines.push(name, res.rawHeaders[i + 1] as string);
        }
        resolve({ status: res.statusCode ?? 0, lines, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The bare server: the cached `/ru` as the site sent it, from `node:http` alone. */
async function startBare(origin: string): Promise<{ server: Server; origin: string }> {
  let page = await capture(`${origin}/ru`);
  for (let i = 0; i < 20 && !page.lines.some((line) => line === 'HIT'); i += 1)
    page = await capture(`${origin}/ru`);
  if (page.status !== 200) throw new Error(`/ru answered ${page.status}: no bare baseline`);
  const { status, lines, body } = page;
  const server = createServer((_request, response) => {
    response.writeHead(status, lines);
    response.end(body);
  });
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

export interface BenchOptions {
  config: Config;
  render: RenderFunction;
  resolveAssets: AssetResolver;
  /** The API this server calls (`/__bench/upstream`: a second, web-only server can call it too). */
  upstreamUrl?: string;
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

    const renderReference = referencePage();
    app.get('/__bench/react', (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(renderReference()),
    );
    app.get('/__bench/upstream', async () => ({ url: options.upstreamUrl ?? null }));
    app.get('/__bench/cpu', async () => {
      const { user, system } = process.cpuUsage();
      return { cpuMicroseconds: user + system };
    });
    let bare: Promise<{ server: Server; origin: string }> | null = null;
    app.get('/__bench/bare', async () => {
      bare ??= startBare(options.config.publicOrigin);
      return { origin: (await bare).origin };
    });
    app.addHook('onClose', async () => {
      if (!bare) return;
      const { server } = await bare;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
  };
}
