/**
 * A review changes the item's rating, which every card of the item shows (docs/product.md#content-and-engagement,
 * docs/architecture.md#the-content-cache): the write drops every cached answer that shows the item,
 * search answers included, so an anonymous search card never keeps the rating from before.
 */
import t from 'tap';
import { account, call } from '../../helpers/page-kinds.ts';
import { startSite } from '../../helpers/site.ts';

const site = await startSite({ listen: true, env: { REGISTRATIONS_PER_IP_PER_DAY: '0' } });
t.teardown(() => site.close());

const SLUG = 'kabbalah-myths';
const search = async () => {
  const answer = await site.app.inject({
    method: 'GET',
    url: `/api/search?query=${encodeURIComponent('каббала мифы')}&lang=ru`,
  });
  t.equal(answer.statusCode, 200);
  const card = (answer.json().search_materials as Array<{ slug: string; rating_count: number }>).find(
    (material) => material.slug === SLUG,
  );
  return { cache: answer.headers['x-cache'], card };
};

t.test("a saved review drops the cached search answers that show the item's rating", async (t) => {
  const before = await search();
  t.ok(before.card, 'the search finds the material');
  t.equal((await search()).cache, 'HIT', 'the anonymous search answer is cached');
  const reader = await account(site, 'rater@example.org', 'Эстер');
  await call(reader, 'POST', `/api/materials/${SLUG}/review`, { rating: 2, lang: 'ru' });
  const after = await search();
  t.not(after.cache, 'HIT', 'the search answer was dropped');
  t.equal(after.card?.rating_count, (before.card?.rating_count ?? 0) + 1, 'its card counts the new review');
});

t.test(
  "a rated item's rating is on the main page's shelf and on the reader's favourites cards",
  async (t) => {
    // React's text separators (`<!-- -->`) are dropped so a card reads as its reader sees it.
    const page = async (path: string, cookie = '') =>
      (await (await fetch(`${site.origin}${path}`, { headers: cookie ? { cookie } : {} })).text()).replaceAll(
        '<!-- -->',
        '',
      );
    const main = await page('/ru');
    const first = main.split('data-testid="popular-item"')[1] ?? '';
    const slug = /href="\/ru\/materials\/([a-z0-9-]+)"/.exec(first)?.[1];
    t.ok(slug, 'the shelf lists a material');
    t.notMatch(first, 'data-testid="card-rating"', 'not rated yet, so no rating on its card');
    const reader = await account(site, 'shelf-rater@example.org', 'Двора');
    await call(reader, 'POST', `/api/materials/${slug}/review`, { rating: 4, lang: 'ru' });
    const rated = (await page('/ru')).split('data-testid="popular-item"')[1] ?? '';
    t.match(rated, /data-testid="card-rating"[\s\S]*4,0 \(1\)/, "the shelf's card shows the new rating");

    const { id } = (await call(reader, 'GET', `/api/materials/${slug}?lang=ru`)) as { id: number };
    await call(reader, 'POST', `/api/favorite/${id}/add`, { type: 'material' });
    const favourites = await page('/ru/profile/favorites', reader.cookie);
    t.match(favourites, /data-testid="card-rating"[\s\S]*4,0 \(1\)/, 'the favourites card shows it too');
  },
);
