/**
 * BENCH=1 only (bench/run.ts, PERFORMANCE.md "the limit"): a material page rendered once at start and
 * served as a prebuilt Buffer from a plain route, and Fastify's hello-world JSON. Every other target is
 * measured against these two in the same run. They do not exist unless BENCH=1.
 */
import type { FastifyInstance } from 'fastify';
import { callsById } from '../../shared/contract/index.ts';
import type { PageFill } from '../cache/page-cache-fill.ts';
import { pageTarget } from '../cache/page-cache-key.ts';
import type { ContentLayer } from '../data/layer.ts';

export interface BenchOptions {
  layer: ContentLayer;
  fillPage: PageFill;
}

async function firstMaterialPath(layer: ContentLayer): Promise<string> {
  const call = callsById.get('materials.list');
  if (!call?.query) return '/ru';
  const query = call.query.parse({ lang: 'ru' }) as Record<string, unknown>;
  const read = await layer.cache.read(call, { query }, { requestId: 'bench' });
  if (!read.found) return '/ru';
  const list = JSON.parse(read.answer.body.toString('utf8')) as { materials?: Array<{ slug: string }> };
  const slug = list.materials?.[0]?.slug;
  return slug ? `/ru/materials/${slug}` : '/ru';
}

async function renderOnce({ layer, fillPage }: BenchOptions): Promise<Buffer> {
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

export async function benchRoutes(app: FastifyInstance, options: BenchOptions) {
  let page: Buffer | null = null;
  let pending: Promise<Buffer> | null = null;
  const reference = () => {
    pending ??= renderOnce(options).then(
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
}
