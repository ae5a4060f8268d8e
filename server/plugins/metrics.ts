/**
 * Observability (docs/rules.md R22, R25, R35; docs/operations.md): Prometheus metrics through fastify-metrics at
 * `/metrics` (request durations, process metrics, and the content layer's cache reads, evictions,
 * sizes and breaker states, the render gate's slots and sheds), and `/internal/status` with the
 * breakers, the cache sizes against their bounds, the renders and the process's memory (the F6/S4 memory-bound check samples it). Neither is public: they
 * answer a loopback client that came through no proxy, or a bearer INTERNAL_TOKEN; anyone else gets
 * the plain 404.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import metricsPlugin from 'fastify-metrics';
import type { Config } from '../config.ts';
import { WebError } from '../errors.ts';
import type { RenderGate } from '../render/render-gate.ts';

const BREAKER_LEVEL = { closed: 0, 'half-open': 1, open: 2 } as const;

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return plain === '::1' || plain.startsWith('127.');
}

function tokenMatches(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** onRequest guard of the internal routes. */
export function internalOnly(token: string | undefined) {
  return async (request: FastifyRequest) => {
    if (tokenMatches(request, token)) return;
    const proxied =
      request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (!proxied && isLoopback(request.socket.remoteAddress)) return;
    request.log.warn({ url: request.url }, 'internal route refused');
    throw new WebError('not_found');
  };
}

export async function observability(
  app: FastifyInstance,
  config: Config,
  renders: RenderGate,
  digestCounts?: () => { sent: number; skipped: number; failed: number },
) {
  const guard = internalOnly(config.INTERNAL_TOKEN);
  const layer = app.contentLayer;
  await app.register(metricsPlugin, {
    endpoint: { url: '/metrics', method: 'GET', onRequest: guard, logLevel: 'warn', handler: () => {} },
    // One app per process in production; tests build several, each starting from a clean registry.
    clearRegisterOnInit: true,
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      routeBlacklist: ['/metrics', '/internal/status'],
    },
  });
  const client = app.metrics.client;
  if (digestCounts) {
    // The embedded API's digests (docs/follows.md#operators): read from it at each scrape.
    new client.Counter({
      name: 'digests_total',
      help: 'Digest jobs by result: sent, skipped (nothing new), failed (for good or bounced)',
      labelNames: ['result'],
      collect() {
        const counts = digestCounts();
        this.reset();
        for (const result of ['sent', 'skipped', 'failed'] as const) this.inc({ result }, counts[result]);
      },
    });
  }

  const reads = new client.Counter({
    name: 'web_cache_reads_total',
    help: 'Cache reads by store and result (hit, miss, stale, stale-error)',
    labelNames: ['store', 'result'],
  });
  const evictions = new client.Counter({
    name: 'web_cache_evictions_total',
    help: 'Entries evicted to stay within the bounds',
    labelNames: ['store'],
  });
  const invalidated = new client.Counter({
    name: 'web_cache_invalidated_entries_total',
    help: 'Entries marked for refetch after writes',
  });
  const transitions = new client.Counter({
    name: 'web_upstream_breaker_transitions_total',
    help: 'Circuit breaker state changes',
    labelNames: ['group', 'to'],
  });
  const readCounters = new Map<string, { inc(): void }>();
  layer.events.on('read', (store, _key, label) => {
    const id = `${store} ${label}`;
    let counter = readCounters.get(id);
    if (!counter) {
      counter = reads.labels({ store, result: label.toLowerCase() });
      readCounters.set(id, counter);
    }
    counter.inc();
  });
  layer.events.on('evict', (store) => evictions.inc({ store }));
  layer.events.on('invalidate', (_tags, entries) => invalidated.inc(entries));
  layer.events.on('breaker', (group, _from, to) => transitions.inc({ group, to }));
  const remoteDrops = new client.Counter({
    name: 'web_cache_remote_drops_total',
    help: 'Drops received from other instances over the cache drop channel',
  });
  layer.events.on('remoteDrop', () => remoteDrops.inc());
  const busLosses = new client.Counter({
    name: 'web_cache_drop_channel_losses_total',
    help: 'Times the cache drop channel was lost (short cache lifetimes until it was back)',
  });
  layer.events.on('bus', (state) => {
    if (state === 'lost') busLosses.inc();
  });
  new client.Gauge({
    name: 'web_cache_drop_channel_up',
    help: 'The cache drop channel: 1 connected, 0 lost (short cache lifetimes), -1 none (one instance)',
    collect() {
      const state = layer.bus.state;
      this.set(state === 'connected' ? 1 : state === 'lost' ? 0 : -1);
    },
  });

  const storeStats = () => {
    const stats = layer.stats() as Record<string, { entries: number; bytes?: number }>;
    return Object.entries(stats);
  };
  new client.Gauge({
    name: 'web_cache_entries',
    help: 'Entries held per store',
    labelNames: ['store'],
    collect() {
      for (const [store, stats] of storeStats()) this.set({ store }, stats.entries);
    },
  });
  new client.Gauge({
    name: 'web_cache_bytes',
    help: 'Bytes held per store (serialized answers, compressed and plain pages)',
    labelNames: ['store'],
    collect() {
      for (const [store, stats] of storeStats())
        if (stats.bytes !== undefined) this.set({ store }, stats.bytes);
    },
  });
  new client.Gauge({
    name: 'web_upstream_breaker_state',
    help: 'Circuit breaker state per call group: 0 closed, 1 half-open, 2 open',
    labelNames: ['group'],
    collect() {
      for (const [group, snapshot] of Object.entries(layer.breakers.snapshot())) {
        this.set({ group }, BREAKER_LEVEL[snapshot.state]);
      }
    },
  });

  new client.Gauge({
    name: 'web_renders',
    help: 'Page renders and signed-in calls running and waiting for a slot (render gate)',
    labelNames: ['state'],
    collect() {
      const { active, queued } = renders.stats();
      this.set({ state: 'active' }, active);
      this.set({ state: 'queued' }, queued);
    },
  });
  let shedCounted = 0;
  new client.Counter({
    name: 'web_renders_shed_total',
    help: 'Page renders and signed-in calls refused with 503 because every slot was taken (render gate)',
    collect() {
      const { shed } = renders.stats();
      this.inc(shed - shedCounted);
      shedCounted = shed;
    },
  });

  app.get('/internal/status', { onRequest: guard, logLevel: 'warn' }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return {
      breakers: layer.breakers.snapshot(),
      caches: layer.stats(),
      renders: renders.stats(),
      cacheDrops: layer.bus.state,
      memory: process.memoryUsage(),
      uptimeSeconds: Math.round(process.uptime()),
    };
  });
}
