/**
 * The loaders' data source on the server (`server/data/server-source.ts`): the API refusing a
 * reader (403: no card access) is an answer the page shows, not an outage. A signed-in reader
 * without access opening their lesson sets sees the landing's explanation, never "Temporarily
 * unavailable"; an upstream that fails is still the 503 (docs/rules.md R28).
 */
import t from 'tap';
import { loaderFailure } from '../../../server/data/server-source.ts';
import { RELAXED_LIMITS } from '../../api/accounts/helpers/api.ts';
import { waitForMail } from '../../api/accounts/helpers/outbox.ts';
import { startSite } from '../../helpers/site.ts';

t.test('an upstream refusal keeps its status; a failure is the 503', async (t) => {
  t.equal(loaderFailure({ ok: false, from: 'upstream', status: 403, code: 'forbidden' }).status, 403);
  t.equal(loaderFailure({ ok: false, from: 'upstream', status: 401, code: 'unauthorized' }).status, 401);
  t.equal(loaderFailure({ ok: false, from: 'cache', status: 404, code: 'not_found' }).status, 404);
  const failed = loaderFailure({
    ok: false,
    from: 'upstream',
    status: 503,
    code: 'upstream_unavailable',
    cause: 'upstream_error',
  });
  t.equal(failed.status, 503);
  t.equal(failed.code, 'upstream_unavailable');
});

t.test(
  'a reader without card access sees on their lesson sets how to get access, in both languages',
  async (t) => {
    const site = await startSite({ listen: true, env: { ...RELAXED_LIMITS } });
    t.teardown(() => site.close());
    const headers = { 'X-Requested-With': 'XMLHttpRequest', Origin: site.origin };
    const email = 'no-access@example.org';
    const password = 'menorah-7-lights';
    const registered = await fetch(`${site.origin}/api/register`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, name: 'Ида', surname: '' }),
    });
    t.equal(registered.status, 200);
    const pin = new URL((await waitForMail(site.dataDir, email)).link).searchParams.get('email-pin') ?? '';
    await fetch(`${site.origin}/api/confirm-email`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ pin }).toString(),
    });
    const login = await fetch(`${site.origin}/api/login`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    t.equal(login.status, 200);
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');

    for (const [locale, text, link] of [
      ['ru', 'Наборы для урока — часть спецпроекта DA for Educators.', 'Как получить доступ'],
      ['en', 'Lesson sets are part of the DA for Educators special project.', 'How to get access'],
    ] as const) {
      const page = await fetch(`${site.origin}/${locale}/profile/lesson-sets`, { headers: { cookie } });
      t.equal(page.status, 200, `${locale}: the page answers`);
      const html = await page.text();
      t.ok(html.includes(text), `${locale}: it says what lesson sets belong to`);
      t.match(
        html,
        new RegExp(`href="/${locale}/hashtags-landing"[^>]*>${link}<`),
        `${locale}: with the way in`,
      );
    }
  },
);
