/**
 * Every page kind a reader can open (the screens of `client/app/routes.ts`), in both languages, with
 * real addresses from the demo content: the one list both the markup check
 * (tests/server/render/markup-valid.test.ts) and the accessibility sweep
 * (tests/browser/a11y/every-page-{ru,en}.test.ts) walk. The personal area and the hashtag tool need
 * accounts: `preparePageKinds` makes a reader with something in every list, a teacher with card
 * access and a lesson set, and an administrator with work waiting at the editors' desk
 * (docs/desk.md: its pages are admin-only kinds), through the site's own calls, and answers each
 * one's session cookies.
 */
import { callAdmin, runningServer } from '../../api/admin/client.ts';
import { href } from '../../shared/routes/href.ts';
import type { RouteId } from '../../shared/routes/tree.ts';
import { waitForMail } from '../api/accounts/helpers/outbox.ts';
import type { TestSite } from './site.ts';

export type Visitor = 'guest' | 'reader' | 'teacher' | 'admin';
export type Locale = 'ru' | 'en';

export interface PageVisit {
  /** What the page is, for the test's messages. */
  kind: string;
  locale: Locale;
  /** The address, with its query. */
  path: string;
  as: Visitor;
  /** The status the page answers with (404 for the unknown-address pages). */
  status: 200 | 404;
}

export interface PageKinds {
  visits: PageVisit[];
  /** Each visitor's `Cookie` header (empty for the guest). */
  cookies: Record<Visitor, string>;
}

/** The site's limits a run of many sign-ins and calls from one address would trip. */
export const PAGE_KINDS_SITE_ENV = {
  LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  REGISTRATIONS_PER_IP_PER_DAY: '0',
  LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '0',
  LOGIN_ATTEMPTS_PER_IP_PER_HOUR: '0',
} as const;

/** Demo content that exercises the most markup: pictures, a video, tags, a Russian-only text. */
const DEMO = {
  material: 'shtetl-everyday-life',
  ruOnlyMaterial: 'wooden-synagogues',
  course: 'shtetl-world',
  article: 'hanukkah-customs',
  chapter: 'bereshit-in-the-beginning',
  place: 'berdychiv',
  exhibit: 'kiddush-cup',
} as const;

const PASSWORD = 'menorah-7-lights';

interface Client {
  origin: string;
  cookie: string;
}

/** What the accounts need of a running site: its address and its data directory (the mail outbox, the admin endpoint). */
export type SiteAddress = Pick<TestSite, 'origin' | 'dataDir'>;

/** One call as the site's scripts make it; `form` for the calls that take a form body. */
export async function call(
  client: Client,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
  form = false,
): Promise<unknown> {
  const encoded = form
    ? new URLSearchParams(body as Record<string, string>).toString()
    : body && JSON.stringify(body);
  const response = await fetch(`${client.origin}${path}`, {
    method,
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      Origin: client.origin,
      ...(client.cookie ? { Cookie: client.cookie } : {}),
      ...(body ? { 'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json' } : {}),
    },
    ...(encoded ? { body: encoded } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  if (cookies.length) client.cookie = [client.cookie, ...cookies].filter(Boolean).join('; ');
  return response.json();
}

/** Registers (`extra`: more fields, the language say), confirms by the mail's link and signs in; answers the signed-in client. */
export async function account(
  site: SiteAddress,
  email: string,
  name: string,
  extra: Record<string, string> = {},
): Promise<Client> {
  const client = { origin: site.origin, cookie: '' };
  await call(client, 'POST', '/api/register', { email, password: PASSWORD, name, surname: '', ...extra });
  const mail = await waitForMail(site.dataDir, email);
  const pin = new URL(mail.link).searchParams.get('email-pin') ?? '';
  await call(client, 'POST', '/api/confirm-email', { pin }, true);
  await call(client, 'POST', '/api/login', { email, password: PASSWORD });
  return client;
}

const idOf = async (client: Client, kind: 'materials' | 'courses', slug: string) =>
  ((await call(client, 'GET', `/api/${kind}/${slug}?lang=ru`)) as { id: number }).id;

/** A reader with favourites, a course under way, one finished, a reading position, a comment, a chat. */
async function seedReader(site: SiteAddress, reader: Client): Promise<void> {
  const material = await idOf(reader, 'materials', DEMO.material);
  const course = await idOf(reader, 'courses', DEMO.course);
  await call(reader, 'POST', `/api/favorite/${await idOf(reader, 'materials', 'klezmer-wedding')}/add`, {
    type: 'material',
  });
  await call(reader, 'POST', `/api/favorite/${course}/add`, { type: 'courses' });
  await call(reader, 'POST', '/api/user/add-to-active', { material_id: String(material) }, true);
  await call(reader, 'POST', '/api/user/position', { material_id: material, chapter: 1, fraction: 0.4 });
  for (const slug of ['klezmer-wedding', 'cantorial-singing', 'goset-theatre', 'songs-of-memory']) {
    const id = await idOf(reader, 'materials', slug);
    await call(reader, 'POST', '/api/user/add-to-archive', { material_id: String(id) }, true);
  }
  const comment = { content: 'Очень живо написано.', lang: 'ru' };
  await call(reader, 'POST', `/api/materials/${DEMO.material}/`, comment, true);
  await call(reader, 'POST', `/api/courses/${DEMO.course}/review`, {
    rating: 5,
    text: 'Спасибо!',
    lang: 'ru',
  });
  await call(reader, 'POST', '/api/chat', { messageText: 'Где найти список литературы?' });
  const endpoint = await runningServer(site.dataDir);
  if (!endpoint) throw new Error('the embedded API has no admin endpoint');
  await callAdmin(endpoint, 'chat-reply', {
    thread: 'reader@example.org',
    text: 'В конце каждого материала.',
  });
}

/** A teacher with card access and one lesson set; answers the set's link token and a hashtag. */
async function seedTeacher(site: SiteAddress, teacher: Client) {
  const endpoint = await runningServer(site.dataDir);
  if (!endpoint) throw new Error('the embedded API has no admin endpoint');
  await callAdmin(endpoint, 'grant-card-access', { email: 'teacher@example.org' });
  const catalogue = (await call(teacher, 'GET', '/api/educators/hashtags?lang=ru')) as Array<{
    hashtags: Array<{ id: number; count: number }>;
  }>;
  // The most used hashtag: its results page has the most cards.
  const [hashtag] = catalogue.flatMap((category) => category.hashtags).sort((a, b) => b.count - a.count);
  const set = (await call(teacher, 'POST', '/api/lesson-sets', {
    name: 'Штетл, 7 класс',
    items: [
      { kind: 'materials', id: await idOf(teacher, 'materials', DEMO.material) },
      { kind: 'courses', id: await idOf(teacher, 'courses', DEMO.course) },
    ],
  })) as { share_token: string | null };
  if (!set.share_token) throw new Error('the lesson set has no link');
  return { token: set.share_token, hashtag: hashtag?.id ?? 0 };
}

/**
 * An administrator with work at the desk: a waiting chat and a questionnaire from another reader, the
 * reader's comment reported, a saved reply; answers the waiting thread and its reader.
 */
async function seedDesk(site: SiteAddress, admin: Client) {
  const endpoint = await runningServer(site.dataDir);
  if (!endpoint) throw new Error('the embedded API has no admin endpoint');
  await callAdmin(endpoint, 'make-admin', { email: 'editor@example.org' });
  const asker = await account(site, 'asker@example.org', 'Ася');
  await call(asker, 'POST', '/api/chat', { messageText: 'Когда откроют доступ к карточкам?' });
  await call(asker, 'POST', '/api/user/special-access', {
    occupation: 'Учитель истории',
    institution: 'Школа 5',
    purpose: 'Уроки о местечке',
  });
  const list = (await call(admin, 'GET', `/api/materials/${DEMO.material}/comments?lang=ru`)) as {
    comments: Array<{ id: number }>;
  };
  await call(admin, 'POST', `/api/comments/${list.comments[0]?.id ?? 0}/report`);
  await call(admin, 'POST', '/api/desk/saved-replies', {
    locale: 'ru',
    title: 'Спасибо',
    content: 'Спасибо за вопрос! Ответим в течение дня.',
  });
  const inbox = (await call(admin, 'GET', '/api/desk/chats')) as {
    threads: Array<{ id: number; user: { id: number } }>;
  };
  const [thread] = inbox.threads;
  if (!thread) throw new Error('no chat waits at the desk');
  return { thread: String(thread.id), reader: String(thread.user.id) };
}

/**
 * Makes the accounts and answers every page kind in both languages. Routes of the Russian part only
 * (`ruOnly`) are visited once, in Russian: their English address is a redirect to it.
 */
export async function preparePageKinds(site: SiteAddress): Promise<PageKinds> {
  const reader = await account(site, 'reader@example.org', 'Ривка');
  await seedReader(site, reader);
  const teacher = await account(site, 'teacher@example.org', 'Мария');
  const { token, hashtag } = await seedTeacher(site, teacher);
  const admin = await account(site, 'editor@example.org', 'Эда');
  const desk = await seedDesk(site, admin);
  const guest = { origin: site.origin, cookie: '' };
  const tags = (await call(guest, 'GET', '/api/tags?lang=ru')) as { main_tags: Array<{ id: number }> };
  const tag = tags.main_tags[0]?.id ?? 0;

  const visits: PageVisit[] = [];
  for (const locale of ['ru', 'en'] as const) {
    const page = (
      kind: string,
      id: RouteId,
      params: Record<string, string> = {},
      options: { search?: Record<string, string>; as?: Visitor; status?: 200 | 404 } = {},
    ) => {
      const path = href(id, locale, params, options.search);
      if (locale === 'en' && path.startsWith('/ru/')) return;
      visits.push({ kind, locale, path, as: options.as ?? 'guest', status: options.status ?? 200 });
    };
    page('main', 'main');
    page('materials list', 'materials');
    page('materials list filtered by a tag', 'materials', {}, { search: { tags: `[${tag}]` } });
    page('courses list', 'courses');
    page('material', 'material', { slug: DEMO.material });
    page('material in Russian only', 'material', { slug: DEMO.ruOnlyMaterial });
    page('course', 'course', { slug: DEMO.course });
    page('course at its second material', 'course', { slug: DEMO.course }, { search: { material: '2' } });
    page('library and articles', 'books');
    page('article', 'books-article', { slug: DEMO.article });
    page('book chapter', 'books-chapter', { slug: DEMO.chapter });
    page('map', 'map');
    page('place', 'map-place', { slug: DEMO.place });
    page('gallery', 'virtual-gallery');
    page('gallery exhibit', 'virtual-gallery-exhibit', { slug: DEMO.exhibit });
    page('Ashkenazi table', 'ashkenazi-table');
    page(
      'search with a query',
      'page-search',
      {},
      { search: { search: locale === 'ru' ? 'штетл' : 'shtetl' } },
    );
    page('search, empty', 'page-search');
    page('tag search', 'tag-search', {}, { search: { tags: `[${tag}]` } });
    page('hashtag tool landing', 'hashtags-landing');
    page('about the project', 'about-project');
    page('team', 'about-team');
    page('privacy and cookies', 'politics');
    page('terms', 'terms');
    page('check your e-mail', 'check-email');
    page('registration completed', 'registration-completed');
    page('lesson set link', 'lesson-set', { token });
    page('profile signed out', 'profile-favorites');
    page('main signed in', 'main', {}, { as: 'reader' });
    page('profile: settings', 'profile-data', {}, { as: 'reader' });
    page('profile: favourites', 'profile-favorites', {}, { as: 'reader' });
    page('profile: follows', 'profile-follows', {}, { as: 'reader' });
    page('digest unsubscribe', 'digest-unsubscribe', {}, { search: { token: `1.${'A'.repeat(43)}` } });
    page('profile: courses', 'profile-courses', {}, { as: 'reader' });
    page('profile: courses archive', 'profile-courses', {}, { as: 'reader', search: { tab: 'archive' } });
    page(
      'profile: recommendations',
      'profile-courses',
      {},
      {
        as: 'reader',
        search: { tab: 'recommendations' },
      },
    );
    page('profile: materials', 'profile-materials', {}, { as: 'reader' });
    page('profile: reviews', 'profile-reviews', {}, { as: 'reader' });
    page('profile: support chat', 'profile-help', {}, { as: 'reader' });
    page('profile: access questionnaire', 'profile-access', {}, { as: 'reader' });
    page('profile: access granted', 'profile-access', {}, { as: 'teacher' });
    page('profile: lesson sets', 'profile-lesson-sets', {}, { as: 'teacher' });
    page('hashtag tool', 'da-for-educators', {}, { as: 'teacher' });
    page(
      'hashtag results',
      'hashtags-search-result',
      {},
      { as: 'teacher', search: { tags: `[${hashtag}]` } },
    );
    page('desk: support inbox', 'desk', {}, { as: 'admin' });
    page('desk: conversation', 'desk-chat', { id: desk.thread }, { as: 'admin' });
    page('desk: questionnaires', 'desk-access', {}, { as: 'admin' });
    page('desk: comments', 'desk-comments', {}, { as: 'admin' });
    page('desk: readers found', 'desk-readers', {}, { as: 'admin', search: { q: 'example' } });
    page('desk: a reader', 'desk-reader', { id: desk.reader }, { as: 'admin' });
    page('desk: audit log', 'desk-audit', {}, { as: 'admin' });
    page('desk to a reader', 'desk', {}, { as: 'reader', status: 404 });
    page('unknown material', 'material', { slug: 'no-such-material' }, { status: 404 });
    const missing = (kind: string, path: string) =>
      visits.push({ kind, locale, path, as: 'guest', status: 404 });
    missing('unknown page', `/${locale}/no-such-page`);
    missing(
      'unknown library page',
      locale === 'ru' ? '/books/no-such-shelf' : '/books/no-such-shelf?lang=en',
    );
  }
  return {
    visits,
    cookies: { guest: '', reader: reader.cookie, teacher: teacher.cookie, admin: admin.cookie },
  };
}
