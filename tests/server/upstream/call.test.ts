/**
 * An upstream answer that is neither a success nor a refusal (`server/upstream/call.ts`): a redirect
 * or any other unexpected status from the API reaches the visitor as the site's localized 503, never
 * passed on as a redirect without an address, and the log names it as an upstream fault.
 */
import t from 'tap';
import { startTestApp } from '../helpers/app.ts';
import { StubUpstream } from '../helpers/stub-upstream.ts';

async function fresh(t: { teardown(fn: () => unknown): void }) {
  const stub = await StubUpstream.start();
  const lines: string[] = [];
  const site = await startTestApp({
    upstreamUrl: stub.url,
    logStream: { write: (line) => lines.push(line) },
  });
  t.teardown(async () => {
    await site.close();
    await stub.stop().catch(() => {});
  });
  return { stub, site, lines };
}

for (const status of [301, 302, 304, 307]) {
  t.test(`an upstream ${status} is the localized 503, logged as an upstream fault`, async (t) => {
    const { stub, site, lines } = await fresh(t);
    stub.fault = { kind: 'status', status };
    const call = await site.app.inject({
      method: 'GET',
      url: '/api/materials/yiddish-alphabet?lang=ru',
      headers: { 'accept-language': 'ru' },
    });
    t.equal(call.statusCode, 503, 'the call answers 503');
    t.equal(call.headers.location, undefined, 'no redirect is passed on');
    t.equal(call.json().error, 'upstream_unavailable');
    t.match(call.json().message, /[а-я]/, "said in the visitor's language");

    const page = await site.app.inject({ method: 'GET', url: '/en/materials/yiddish-alphabet' });
    t.equal(page.statusCode, 503, 'the page answers 503');
    t.equal(page.headers.location, undefined);
    t.equal(page.headers['retry-after'], '30');

    const faults = lines
      .map((line) => JSON.parse(line) as { msg?: string; upstreamStatus?: number })
      .filter((entry) => entry.msg === 'upstream answered with a failure');
    t.ok(faults.length > 0, 'logged as an upstream failure');
    t.equal(faults[0]?.upstreamStatus, status, 'naming the status the upstream sent');
  });
}
