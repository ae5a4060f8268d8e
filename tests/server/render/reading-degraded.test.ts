/**
 * docs/rules.md R28 on the material page: the material is page-critical, its comments are not. With the
 * comments call failing the page still answers 200 and says the comments are unavailable; with the
 * material call failing the page is the localized 503.
 */
import t from 'tap';
import { startSite } from '../../helpers/site.ts';
import { BROWSE_SITE_ENV, startStubApi } from './browse-stub.ts';

const stub = await startStubApi();
const site = await startSite({
  upstreamUrl: stub.url,
  env: { ...BROWSE_SITE_ENV, PAGE_CACHE_MAX_ENTRIES: '0' },
});
t.teardown(async () => {
  await site.close();
  await stub.close();
});

const material = {
  id: 7,
  slug: 'lonely-material',
  title: 'Одинокий материал',
  snippet: 'Материал, чьи комментарии недоступны.',
  author: null,
  author_info: null,
  publication_date: '2025-01-15',
  time: 3,
  preview: 'materials/lonely-material/preview.jpg',
  banner: 'materials/lonely-material/banner.jpg',
  tags: [],
  hashtags: [],
  chapters: [{ id: 70, title: 'Единственная глава', content: '<p>Текст главы.</p>' }],
  like_count: 4,
  share_count: 0,
  courses: [],
  other_materials: [],
  other_courses: [],
  content_locale: 'ru',
  fallback: false,
  translations: ['ru'],
  updated_at: '2025-01-02T10:00:00Z',
};

t.test('comments failing alone: the page is 200 and says the comments are unavailable', async (t) => {
  stub.answers.set('/api/materials/lonely-material', { status: 200, body: material });
  stub.answers.set('/api/materials/lonely-material/comments', {
    status: 500,
    body: { error: 'internal_error', message: 'boom' },
  });
  const response = await site.app.inject({ method: 'GET', url: '/ru/materials/lonely-material' });
  t.equal(response.statusCode, 200);
  t.match(response.body, 'Текст главы.');
  t.match(response.body, 'Комментарии сейчас недоступны');
  t.notMatch(response.body, 'data-testid="comments-count"', 'no count is made up');
  t.notMatch(response.body, 'boom', 'nothing of the upstream error reaches the page');
});

t.test('the material failing: the localized 503 page', async (t) => {
  stub.answers.set('/api/materials/broken-material', { status: 500, body: { error: 'internal_error' } });
  const response = await site.app.inject({ method: 'GET', url: '/en/materials/broken-material' });
  t.equal(response.statusCode, 503);
  t.equal(response.headers['retry-after'], '30');
  t.match(response.headers['content-type'], /text\/html/);
});
