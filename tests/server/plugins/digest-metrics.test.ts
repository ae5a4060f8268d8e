/**
 * The web tier's `/metrics` shows the embedded content API's digest counters (docs/follows.md#operators):
 * `digests_total` by result, read from the API at each scrape.
 */
import t from 'tap';
import { startTestApp } from '../helpers/app.ts';
import { StubUpstream } from '../helpers/stub-upstream.ts';

const counts = { sent: 3, skipped: 1, failed: 0 };
const stub = await StubUpstream.start();
const site = await startTestApp({ upstreamUrl: stub.url, digestCounts: () => ({ ...counts }) });
t.teardown(async () => {
  await site.close();
  await stub.stop();
});

t.test('digests sent, skipped and failed are counted at /metrics as the API counts them', async (t) => {
  const first = await site.app.inject({ method: 'GET', url: '/metrics' });
  t.match(first.body, /digests_total\{result="sent"\} 3/);
  t.match(first.body, /digests_total\{result="skipped"\} 1/);
  t.match(first.body, /digests_total\{result="failed"\} 0/);
  counts.sent = 5;
  counts.failed = 2;
  const later = await site.app.inject({ method: 'GET', url: '/metrics' });
  t.match(later.body, /digests_total\{result="sent"\} 5/);
  t.match(later.body, /digests_total\{result="failed"\} 2/);
});
