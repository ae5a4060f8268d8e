/**
 * The browse screens when the content API fails or falls back (docs/rules.md R28, docs/product.md#content-and-engagement): optional
 * blocks drop out and the page stays 200, a page whose data failed answers 503, a text that fell
 * back to Russian is marked.
 */
import t from 'tap';
import { startSite } from '../../helpers/site.ts';
import { BROWSE_SITE_ENV, startStubApi, staticPage } from './browse-stub.ts';

const stub = await startStubApi();
const site = await startSite({ upstreamUrl: stub.url, env: BROWSE_SITE_ENV });
t.teardown(async () => {
  await site.close();
  await stub.close();
});
const get = (url: string) => site.app.inject({ method: 'GET', url });

t.test('a static page that fell back to Russian says so and marks its language', async (t) => {
  stub.answers.set('/api/pages/terms', {
    status: 200,
    body: staticPage('terms', 'Условия использования', '<p>Текст условий.</p>', true),
  });
  const response = await get('/en/terms');
  t.equal(response.statusCode, 200);
  t.match(response.body, /data-testid="fallback-marker"/);
  t.match(response.body, /Text in Russian/);
  t.match(response.body, /<div[^>]*lang="ru"[^>]*data-rich-html/);
});

t.test('a translated static page carries no marker', async (t) => {
  stub.answers.set('/api/pages/politics', {
    status: 200,
    body: staticPage('politics', 'Privacy policy', '<p>The policy.</p>'),
  });
  const response = await get('/en/politics');
  t.equal(response.statusCode, 200);
  t.notMatch(response.body, /data-testid="fallback-marker"/);
});

t.test('the main page stays up with the blocks whose data arrived', async (t) => {
  stub.answers.set('/api/tags', {
    status: 200,
    body: {
      main_tags: [
        {
          id: 1,
          slug: 'music',
          name: 'Музыка',
          type: 0,
          gradient: 'linear-gradient(#e2efe1, #b7d6b3)',
          color: '#16351a',
          category: 'Направления',
        },
      ],
      additional_tags: [],
    },
  });
  const response = await get('/ru');
  t.equal(response.statusCode, 200);
  t.match(response.body, /id="main-topics"/);
  t.notMatch(response.body, /id="main-popular"/, 'no popular block without its data');
  t.notMatch(response.body, /id="main-courses"/);
  t.match(response.body, /id="main-all-content"/, 'the static blocks remain');
  stub.answers.delete('/api/tags');
});

t.test('with every call failing the main page answers 503 with the localized page', async (t) => {
  for (const path of [
    '/api/tags',
    '/api/materials',
    '/api/courses',
    '/api/books',
    '/api/places',
    '/api/articles',
    '/api/gallery',
  ]) {
    stub.answers.set(path, { status: 503, body: { error: 'unavailable', message: 'Unavailable' } });
  }
  const response = await get('/en');
  t.equal(response.statusCode, 503);
  t.match(response.body, /data-error-kind="unavailable"/);
});

t.test(
  'a list whose call fails answers 503; without tags it still renders, without the filter',
  async (t) => {
    const failing = await get('/en/materials');
    t.equal(failing.statusCode, 503);
    stub.answers.delete('/api/tags');

    stub.answers.set('/api/materials', {
      status: 200,
      body: {
        materials: [
          {
            id: 7,
            slug: 'klezmer-wedding',
            title: 'Клезмеры на свадьбе',
            snippet: 'Бадхен, танцы и музыка.',
            preview: 'materials/klezmer-wedding/preview.jpg',
            time: 21,
            tags: [],
            type: 'material',
            link: '/en/materials/klezmer-wedding',
            fallback: false,
          },
        ],
        has_more: false,
      },
    });
    const list = await get('/en/materials?orderBy=1');
    t.equal(list.statusCode, 200);
    t.match(list.body, /Клезмеры на свадьбе/);
    t.match(list.body, /21 minutes/);
    t.notMatch(list.body, /Filter by tags/, 'no filter without the tags');
  },
);

t.test('an API link that leaves the site gives way to the card’s own address', async (t) => {
  stub.answers.set('/api/materials', {
    status: 200,
    body: {
      materials: [
        {
          id: 8,
          slug: 'odesa-humour',
          title: 'Одесский юмор',
          snippet: '',
          preview: 'materials/odesa-humour/preview.jpg',
          time: 11,
          tags: [],
          type: 'material',
          link: '//evil.example/phish',
          fallback: false,
        },
      ],
      has_more: false,
    },
  });
  const list = await get('/ru/materials?filterBy=popular');
  t.match(list.body, /href="\/ru\/materials\/odesa-humour"/);
  t.notMatch(list.body, /href="[^"]*evil\.example/);
  t.match(list.body, /11 минут/);
});

t.test('the team page answers 503 when the team cannot be loaded', async (t) => {
  stub.answers.set('/api/team', { status: 503, body: { error: 'unavailable', message: 'Unavailable' } });
  const response = await get('/ru/about-team');
  t.equal(response.statusCode, 503);
});
