/** A lesson set's link is a secret address: such pages get the no-index and no-referrer headers. */
import t from 'tap';
import { PAGE_CACHE_ROUTES } from '../../../server/cache/page-cache-key.ts';
import { isSecretPage } from '../../../server/render/secret-pages.ts';
import { routesById } from '../../../shared/routes/tree.ts';

t.test('a lesson set link is a secret page, with or without a query; other pages are not', async (t) => {
  const token = 'Ab3_-xYz0123456789abcdefghijklmn';
  t.ok(isSecretPage(`/ru/lesson-sets/${token}`));
  t.ok(isSecretPage(`/en/lesson-sets/${token}?utm_source=x`));
  t.ok(isSecretPage(`/ru/lesson-sets/${token}/`));
  t.notOk(isSecretPage('/ru/lesson-sets'));
  t.notOk(isSecretPage('/ru/profile/lesson-sets'));
  t.notOk(isSecretPage('/ru/materials/literature-memory'));
  t.notOk(isSecretPage(`/ru/lesson-sets/${token}/more`));
});

t.test('the lesson set pages are neither stored whole nor listed in the sitemap', async (t) => {
  for (const id of ['lesson-set', 'profile-lesson-sets'] as const) {
    t.notOk(id in PAGE_CACHE_ROUTES, `${id} is rendered per request`);
    t.notOk(routesById.get(id)?.node.indexable, `${id} is not indexable`);
  }
});
