/**
 * The reading screens in the server HTML (docs/product.md#screens): the course page with its active material
 * chosen by `?material=N`, and the material page with its chapter anchors, share row, sections and comments,
 * in both languages, on the demo content.
 */
import t from 'tap';
import { startSite } from '../../helpers/site.ts';
import { BROWSE_SITE_ENV } from './browse-stub.ts';

const site = await startSite({ env: BROWSE_SITE_ENV });
t.teardown(() => site.close());
const get = (url: string) => site.app.inject({ method: 'GET', url });

interface CourseAnswer {
  id: number;
  title: string;
  author: string;
  image_banner: string;
  materials: { id: number; slug: string; title: string; chapters: { id: number; title: string }[] }[];
}
interface MaterialAnswer {
  id: number;
  title: string;
  author: string | null;
  chapters: { id: number; title: string }[];
  courses: { slug: string; title: string; next_material: { slug: string; title: string } | null }[];
  other_materials: { slug: string; title: string }[];
  other_courses: { slug: string; title: string }[];
}

const course = (await get('/api/courses/shtetl-world?lang=ru')).json() as CourseAnswer;
const material = (await get('/api/materials/shtetl-everyday-life?lang=ru')).json() as MaterialAnswer;
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

t.test('the course page renders the course and its first material, chapters and "next"', async (t) => {
  const response = await get('/ru/courses/shtetl-world');
  t.equal(response.statusCode, 200);
  const html = response.body;
  t.match(html, `<h1`);
  t.match(html, escapeHtml(course.title));
  t.match(html, `/storage/${course.image_banner}`, 'the banner');
  t.match(html, course.image_banner.replace(/\.jpg$/, '@720.jpg'), 'the small banner for phones');
  t.match(html, `href="/ru/search?search=${encodeURIComponent(course.author).replace(/%20/g, '+')}"`);
  t.match(html, 'Дата выпуска');
  t.match(html, /data-testid="active-material" data-index="0"/);
  const [first, second] = course.materials;
  for (const chapter of first?.chapters ?? []) t.match(html, `id="material-content${chapter.id}"`);
  t.match(html, escapeHtml(second?.title ?? '-'), 'the next material is named on the button');
  t.match(html, 'Следующий материал');
  t.equal((html.match(/data-testid="course-nav-item"/g) ?? []).length, course.materials.length);
  t.match(html, /data-testid="course-nav-item" data-current="true" data-opened="true"/);
  t.match(
    html,
    'href="?material=1#course-material"',
    'other materials are links that work before scripts, to the title',
  );
  t.match(html, '"@type":"Course"');
});

t.test('?material=N chooses the active material; an invalid N falls back to the first', async (t) => {
  const last = course.materials.length - 1;
  const html = (await get(`/ru/courses/shtetl-world?material=${last}`)).body;
  t.match(html, `data-index="${last}"`);
  t.match(html, 'data-testid="course-finished"', 'the last material has no "next"');
  t.notMatch(html, 'Следующий материал</span>');
  for (const bad of ['99', '-1', 'abc', String(course.materials.length)]) {
    const page = await get(`/ru/courses/shtetl-world?material=${bad}`);
    t.equal(page.statusCode, 200, bad);
    t.match(page.body, 'data-index="0"', `${bad} → the first material`);
  }
});

t.test('the English course page is in English with the English date label', async (t) => {
  const html = (await get('/en/courses/shtetl-world')).body;
  t.match(html, '<html lang="en"');
  t.match(html, 'Release date');
  t.match(html, 'The World of the Shtetl');
  t.match(html, 'Next material');
});

t.test(
  'the material page has chapter navigation with anchors, the share row and every section',
  async (t) => {
    const response = await get('/ru/materials/shtetl-everyday-life');
    t.equal(response.statusCode, 200);
    const html = response.body;
    for (const chapter of material.chapters) {
      t.match(html, `href="#material-content${chapter.id}"`, `link to chapter ${chapter.id}`);
      t.match(html, `id="material-content${chapter.id}"`, `anchor of chapter ${chapter.id}`);
    }
    t.match(html, 'Введение');
    t.match(html, 'Содержание курса');
    const next = material.courses[0]?.next_material;
    t.ok(next, 'the demo material has a next material');
    t.match(html, `href="/ru/materials/${next?.slug}"`, 'the next material');
    t.match(html, 'id="material-author"');
    t.match(html, 'Другие материалы');
    t.match(html, escapeHtml(material.other_materials[0]?.title ?? '-'));
    t.match(html, 'Другие курсы');
    t.match(html, escapeHtml(material.other_courses[0]?.title ?? '-'));
    t.match(html, 'Оставить отзыв');
    t.match(html, /href="https:\/\/x\.com\/intent\/tweet\?text=[^"]+&amp;url=http/);
    t.match(html, 'href="https://vk.com/share.php?url=');
    t.match(html, 'href="https://www.linkedin.com/sharing/share-offsite/?url=');
    t.match(html, 'Скопировать ссылку');
    t.match(html, '"@type":"Article"');
  },
);

t.test('a guest sees the comment count with its plural noun and the sign-in prompt', async (t) => {
  const html = (await get('/ru/materials/shtetl-everyday-life')).body;
  t.match(html, /data-testid="comments-count">0 комментариев</);
  t.match(html, 'data-testid="comments-guest"');
  // No provider is configured here: no button that would lead to an error.
  t.notMatch(html, 'href="/google_auth');
  t.notMatch(html, 'href="/fb_auth');
  t.notMatch(html, 'data-testid="comment-form"');
  const en = (await get('/en/materials/shtetl-everyday-life')).body;
  t.match(en, /data-testid="comments-count">0 comments</);
  t.match(en, 'href="https://www.facebook.com/sharer/sharer.php?u=', 'English pages share to Facebook');
});

t.test('chapter HTML in the markup is not sent again in the hydration data', async (t) => {
  // The loaders' data only: the page's catalogue entries beside it have a namespace named `content`.
  const payloadOf = (html: string) => {
    const text = /<script[^>]*id="__ssr"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
    const hydration = text ? (JSON.parse(text) as { hydration?: unknown }).hydration : undefined;
    return hydration === undefined ? '' : JSON.stringify(hydration);
  };
  const materialPayload = payloadOf((await get('/ru/materials/shtetl-everyday-life')).body);
  t.ok(materialPayload.length > 0, 'the payload is there');
  t.notMatch(materialPayload, '"content"', 'no chapter content in the material payload');
  t.match(materialPayload, `"id":${material.chapters[0]?.id}`, 'the chapters themselves are');
  const coursePage = (await get('/ru/courses/shtetl-world?material=1')).body;
  const coursePayload = payloadOf(coursePage);
  t.notMatch(
    coursePayload,
    '"content"',
    'a course sends no material HTML as data (the others come on demand)',
  );
  const active = course.materials[1]?.chapters ?? [];
  t.ok(active.length > 0);
  for (const chapter of active)
    t.match(coursePage, `id="material-content${chapter.id}"`, 'the active one is in the markup');
  t.match(coursePayload, `"id":${course.materials[2]?.chapters[0]?.id}`, 'the other chapters are listed');
});

t.test('unknown courses and materials are 404 pages', async (t) => {
  t.equal((await get('/ru/courses/no-such-course')).statusCode, 404);
  t.equal((await get('/ru/materials/no-such-material')).statusCode, 404);
  t.equal((await get('/en/materials/Bad_Slug')).statusCode, 404);
});

t.test('a Russian-only material on the English page is marked as a fallback', async (t) => {
  const html = (await get('/en/materials/wooden-synagogues')).body;
  t.match(html, 'data-testid="fallback-marker"');
  t.match(html, /<h1[^>]*lang="ru"/);
});
