/**
 * R5 at the web tier: editors' HTML and search snippets from the upstream are sanitized again when
 * the answer is accepted (so once per cache fill), whatever the content API sent.
 */
import t from 'tap';
import { sanitizeAnswer } from '../../../server/upstream/sanitize-answer.ts';
import { Material, SearchResponse } from '../../../shared/schemas/content.ts';
import { startSite } from '../../helpers/site.ts';
import { card, materialAnswer, searchAnswer } from '../helpers/fixtures.ts';
import { StubUpstream } from '../helpers/stub-upstream.ts';

const HOSTILE =
  '<p>Местечко<img src=x onerror=alert(1)></p>' +
  '<p><a href="javascript:alert(2)">ссылка</a> и <a href="https://example.org/ok">вторая</a></p>' +
  '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>' +
  '<p style="color:red" onclick="alert(3)">суббота</p><script>alert(4)</script>';

function activeParts(html: string): string[] {
  const found: string[] = [];
  for (const [name, pattern] of [
    ['onerror', /onerror/i],
    ['onclick', /onclick/i],
    ['javascript:', /javascript:/i],
    ['iframe', /<iframe/i],
    ['style element', /<style/i],
    ['style attribute', /style="color/i],
    ['alert(4)', /alert\(4\)/],
    ['img src=x', /<img[^>]*src="?x/i],
  ] as const)
    if (pattern.test(html)) found.push(name);
  return found;
}

t.test('an answer keeps the text of its HTML fields and loses the active parts', async (t) => {
  const answer = materialAnswer(1, 'shtetl', 'Штетл <b>&</b> рынок');
  answer.snippet = 'Рынок <b>и</b> баня & суббота';
  answer.author_info = HOSTILE;
  answer.chapters[0] = { id: 1, title: 'Глава', content: HOSTILE };
  const clean = sanitizeAnswer(Material, Material.parse(answer));
  for (const html of [clean.author_info ?? '', clean.chapters[0]?.content ?? '']) {
    t.same(activeParts(html), []);
    t.match(html, /Местечко/);
    t.match(html, /суббота/);
    t.match(html, /<a href="https:\/\/example\.org\/ok">вторая<\/a>/, 'a safe link stays');
  }
  t.equal(clean.title, 'Штетл <b>&</b> рынок', 'plain-text fields are left as they are');
  t.equal(clean.snippet, 'Рынок <b>и</b> баня & суббота');
});

t.test('a search snippet keeps only text and <mark>', async (t) => {
  const answer = searchAnswer('рынок');
  answer.search_materials[0] = {
    ...card(1, 's', 't'),
    searchsnippet: '<mark>рынок</mark> <a href="/x">и</a> <img src=x onerror=alert(1)> <em>баня</em>',
  };
  const clean = sanitizeAnswer(SearchResponse, SearchResponse.parse(answer));
  t.equal(clean.search_materials[0]?.searchsnippet, '<mark>рынок</mark> и  баня');
});

t.test('a page rendered from a hostile upstream shows the text without the active parts', async (t) => {
  const stub = await StubUpstream.start();
  const site = await startSite({ upstreamUrl: stub.url });
  t.teardown(async () => {
    await site.close();
    await stub.stop();
  });
  stub.editorHtml = HOSTILE;
  const page = await site.app.inject({ url: '/ru/materials/yiddish-alphabet' });
  t.equal(page.statusCode, 200);
  t.same(activeParts(page.body), []);
  t.match(page.body, /Местечко/);
  t.match(page.body, /суббота/);
  const search = await site.app.inject({ url: '/api/search?lang=ru&query=%D1%80%D1%8B%D0%BD%D0%BE%D0%BA' });
  t.equal(search.statusCode, 200);
  const snippet: string = search.json().search_materials[0].searchsnippet;
  t.same(activeParts(snippet), []);
  t.notMatch(snippet, /<(?!\/?(mark|b)>)/, 'no tag but mark and b');
});
