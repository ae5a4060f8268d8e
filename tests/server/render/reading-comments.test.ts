/**
 * Comments in the material page's server HTML (docs/product.md#screens, docs/product.md#states; docs/rules.md R4): user text rendered only
 * as text, the count with its Russian plural, the first three comments newest first with "show more",
 * and a long comment cut after 150 characters on a grapheme boundary. Comments are written straight
 * to the content API as a real signed-in user, so this file proves the page, not the session layer.
 */
import t from 'tap';
import { waitForMail } from '../../api/accounts/helpers/outbox.ts';
import { startSite } from '../../helpers/site.ts';
import { BROWSE_SITE_ENV } from './browse-stub.ts';

const site = await startSite({
  env: {
    ...BROWSE_SITE_ENV,
    COMMENT_INTERVAL_SECONDS: '0',
    COMMENT_DUPLICATE_WINDOW_SECONDS: '0',
    COMMENTS_PER_DAY: '0',
    REGISTRATIONS_PER_IP_PER_DAY: '0',
    // Comments are posted straight upstream here, past the facade that would drop cached pages.
    PAGE_CACHE_MAX_ENTRIES: '0',
  },
});
t.teardown(() => site.close());

async function upstream(
  method: 'GET' | 'POST',
  path: string,
  body?: URLSearchParams | object,
  token?: string,
) {
  const form = body instanceof URLSearchParams;
  const answer = await site.upstream.request({
    method,
    path,
    headers: {
      ...(body ? { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? (form ? body.toString() : JSON.stringify(body)) : undefined,
  });
  return { status: answer.status, json: JSON.parse(answer.body.toString('utf8') || 'null') };
}

const email = 'reader@example.org';
const password = 'menorah-7-lights';
await upstream('POST', '/api/register', { email, password, name: 'Мирьям', surname: '' });
const mail = await waitForMail(site.dataDir, email);
const pin = new URL(mail.link).searchParams.get('email-pin') ?? '';
await upstream('POST', '/api/confirm-email', new URLSearchParams({ pin }));
const { json: login } = await upstream('POST', '/api/login', { email, password });
const token = login.token as string;

const comment = async (slug: string, content: string) => {
  const answer = await upstream(
    'POST',
    `/api/materials/${slug}/`,
    new URLSearchParams({ content, lang: 'ru' }),
    token,
  );
  if (answer.status !== 200) throw new Error(`comment refused: ${JSON.stringify(answer.json)}`);
  // Past the facade, so drop what it would have dropped: the cached list of this item's comments.
  site.app.contentLayer.invalidate([`materials@${slug}`]);
};
const page = async (slug: string) =>
  (await site.app.inject({ method: 'GET', url: `/ru/materials/${slug}` })).body;
const count = (html: string, pattern: string) => html.split(pattern).length - 1;

t.test('markup typed into a comment is shown as text, never as elements', async (t) => {
  const hostile = '<script>alert(1)</script>"><svg onload=alert(1)>';
  await comment('golem-legend', hostile);
  const html = await page('golem-legend');
  t.match(html, '&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;svg onload=alert(1)&gt;');
  t.notMatch(html, '<svg onload');
  t.notMatch(html, '<script>alert(1)');
  t.match(html, /<p class="[^"]*" dir="auto" data-testid="comment-text">/, 'isolated with dir="auto"');
  t.match(html, /<bdi[^>]*>Мирьям<\/bdi>/, 'the author by the display-name rule, isolated');
});

t.test('the count has its Russian plural and the first three comments show, newest first', async (t) => {
  const plural: [number, string][] = [
    [1, '1 комментарий'],
    [2, '2 комментария'],
    [5, '5 комментариев'],
    [11, '11 комментариев'],
    [21, '21 комментарий'],
  ];
  let posted = 0;
  for (const [target, text] of plural) {
    while (posted < target) {
      posted += 1;
      await comment('kabbalah-myths', `Комментарий номер ${posted}`);
    }
    const html = await page('kabbalah-myths');
    t.match(html, `data-testid="comments-count">${text}<`, text);
    t.equal(count(html, 'data-testid="comment"'), Math.min(3, target), 'at most three are shown');
    t.equal(
      count(html, 'data-testid="comments-more"'),
      target > 3 ? 1 : 0,
      '"show more" only when there are more',
    );
  }
  const html = await page('kabbalah-myths');
  const first = html.indexOf('Комментарий номер 21');
  const second = html.indexOf('Комментарий номер 20');
  t.ok(first !== -1 && first < second, 'the newest first');
});

t.test('a comment over 150 characters is cut on a grapheme boundary with the dots button', async (t) => {
  const family = '👨‍👩‍👧';
  await comment('matzevot-art', family.repeat(151));
  await comment('matzevot-art', 'ж'.repeat(150));
  const html = await page('matzevot-art');
  t.equal(count(html, 'data-testid="comment-expand"'), 1, 'only the long one is cut');
  const shown = /data-testid="comment-text"><span>([^<]*)<\/span><button/.exec(html)?.[1] ?? '';
  t.equal(shown, family.repeat(150), '150 whole family emoji');
  t.notMatch(html, '\uFFFD');
  t.match(html, `>${'ж'.repeat(150)}</span></p>`, 'exactly 150 characters are not cut');
});
