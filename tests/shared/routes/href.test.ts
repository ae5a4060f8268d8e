import t from 'tap';
import { href, switchLocalePath } from '../../../shared/routes/href.ts';
import { routesById } from '../../../shared/routes/tree.ts';

t.test('links are built from route names and params', async (t) => {
  t.equal(href('main', 'en'), '/en');
  t.equal(href('material', 'ru', { slug: 'yiddish-alphabet' }), '/ru/materials/yiddish-alphabet');
  t.equal(
    href('page-search', 'en', {}, { search: 'Шолом-Алейхем' }),
    '/en/search?search=%D0%A8%D0%BE%D0%BB%D0%BE%D0%BC-%D0%90%D0%BB%D0%B5%D0%B9%D1%85%D0%B5%D0%BC',
  );
  t.equal(href('books-chapter', 'en', { slug: 'noach' }), '/books/chapter/noach?lang=en');
  t.equal(href('books-chapter', 'ru', { slug: 'noach' }), '/books/chapter/noach');
  t.equal(href('books', 'en', {}, { page: '2' }), '/books?page=2&lang=en');
});

t.test('Russian-only pages always link to their Russian address', async (t) => {
  t.equal(href('virtual-gallery', 'en'), '/ru/virtual-gallery');
  t.equal(href('da-for-educators', 'en'), '/ru/da-for-educators');
});

t.test('params are encoded so they cannot add path segments', async (t) => {
  t.equal(href('material', 'ru', { slug: '../x' }), '/ru/materials/..%2Fx');
});

t.test('a missing param is an error, not a broken link', async (t) => {
  t.throws(() => href('material', 'ru'));
});

t.test('the language switch keeps the path', async (t) => {
  t.equal(switchLocalePath('/ru/materials/a', 'en'), '/en/materials/a');
  t.equal(switchLocalePath('/en', 'ru'), '/ru');
  t.equal(switchLocalePath('/books/chapter/x', 'en'), '/books/chapter/x?lang=en');
  t.equal(switchLocalePath('/books/chapter/x?lang=en', 'ru'), '/books/chapter/x');
  t.equal(switchLocalePath('/books?page=2&lang=en#articles', 'ru'), '/books?page=2#articles');
  t.equal(switchLocalePath('/books?lang=en', 'ru', { explicit: true }), '/books?lang=ru');
  t.equal(switchLocalePath('/ru?page=2', 'en'), '/en?page=2');
  t.equal(switchLocalePath('/en/materials?page=3&orderBy=1', 'ru'), '/ru/materials?page=3&orderBy=1');
});

t.test('every route of docs/product.md#screens has a name', async (t) => {
  const names = [...routesById.keys()];
  for (const name of [
    'main',
    'page-search',
    'user-logout',
    'materials',
    'material',
    'courses',
    'course',
    'about-project',
    'about-team',
    'politics',
    'terms',
    'tag-search',
    'hashtags-landing',
    'hashtags-search-result',
    'da-for-educators',
    'profile-data',
    'profile-favorites',
    'profile-courses',
    'profile-materials',
    'profile-reviews',
    'profile-help',
    'map',
    'map-place',
    'virtual-gallery',
    'ashkenazi-table',
    'books',
    'books-article',
    'books-chapter',
    'authorize-callback',
    'google-auth',
    'fb-auth',
  ]) {
    t.ok(names.includes(name), name);
  }
  t.equal(routesById.get('user-logout')?.pattern, '/logout');
  t.equal(routesById.get('authorize-callback')?.pattern, '/authorize/:provider/callback');
  t.equal(routesById.get('map-place')?.pattern, '/:locale/map/:slug');
});
