/**
 * What the search page does with the text a reader sent (docs/rules.md R4, R28): text the schemas
 * cannot read (a NUL) is the reader's to fix, a 400 page that says so in the page's language, never a
 * "try again later" 503; and the text echoed back is isolated, so a right-to-left override typed into
 * the search cannot turn the page's own words around.
 */
import t from 'tap';
import { startSite } from '../../helpers/site.ts';

const site = await startSite();
t.teardown(() => site.close());
const get = (url: string) => site.app.inject({ method: 'GET', url });

t.test('a NUL in the search text is a 400 page saying the query could not be read', async (t) => {
  const ru = await get('/ru/search?search=a%00b');
  t.equal(ru.statusCode, 400, 'not a 503');
  t.notOk(ru.headers['retry-after'], 'no wait would cure it');
  t.match(ru.body, /<h1[^>]*>Не удалось прочитать запрос<\/h1>/);
  t.match(ru.body, /В тексте поиска или в адресе есть символы, которые нельзя прочитать/);
  const en = await get('/en/search?search=a%00b');
  t.equal(en.statusCode, 400);
  t.match(en.body, /<h1[^>]*>The request could not be read<\/h1>/);
  t.match(en.body, /holds characters that cannot be read/);
});

t.test('a search text echoed on the page is isolated wherever it appears', async (t) => {
  const RLO = '\u202e';
  const page = await get(`/ru/search?search=${encodeURIComponent(`${RLO}шолом`)}`);
  t.equal(page.statusCode, 200);
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.body)?.[1] ?? '';
  t.match(heading, new RegExp(`<bdi[^>]*>${RLO}шолом</bdi>`), 'the heading holds it in <bdi>');
  const title = /<title>([^<]*)<\/title>/.exec(page.body)?.[1] ?? '';
  t.match(title, `\u2068${RLO}шолом\u2069`, 'the title between Unicode isolates');
  for (const input of page.body.match(/<input[^>]*name="search"[^>]*>/g) ?? []) {
    t.match(input, /dir="auto"/, `a search field is isolated: ${input.slice(0, 60)}`);
  }
  t.ok((page.body.match(/<input[^>]*name="search"[^>]*>/g) ?? []).length > 0, 'the page has search fields');
});
