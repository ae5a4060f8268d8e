/**
 * Reader-typed text in the server HTML (docs/rules.md R4; docs/product.md#validation): a name, a comment
 * or a chat message may carry a right-to-left override, so each sits in a `<bdi>` or under `dir="auto"`
 * and cannot reorder the words around it: the header's name and the account menu's, a comment's author
 * and text on the material page, and the reader's own comment in "my materials".
 */
import t from 'tap';
import { account, call } from '../../helpers/page-kinds.ts';
import { startSite } from '../../helpers/site.ts';

const site = await startSite({ listen: true, env: { REGISTRATIONS_PER_IP_PER_DAY: '0' } });
t.teardown(() => site.close());

const OVERRIDE = '\u202e';
const name = `${OVERRIDE}Анна`;
const text = `${OVERRIDE}Очень живо написано`;
const reader = await account(site, 'isolated@example.org', name);
const slug = 'klezmer-wedding';
await call(reader, 'POST', `/api/materials/${slug}/`, { content: text, lang: 'ru' }, true);

const page = async (path: string) => {
  const response = await fetch(`${site.origin}${path}`, { headers: { Cookie: reader.cookie } });
  t.equal(response.status, 200, path);
  return response.text();
};

/** The element that directly holds `typed`, with its opening tag. */
function holder(html: string, typed: string): string {
  const at = html.indexOf(typed);
  if (at < 0) return '';
  const open = html.lastIndexOf('<', at);
  return html.slice(open, html.indexOf('>', open) + 1);
}

const isolated = (tag: string) => /^<bdi[\s>]/.test(tag) || /\sdir="auto"/.test(tag);

t.test("the header shows the reader's name isolated", async (t) => {
  const html = await page('/ru');
  const tag = holder(html, name);
  t.ok(isolated(tag), `the name's element: ${tag}`);
});

t.test("a comment's author and text are isolated on the material page", async (t) => {
  const html = await page(`/ru/materials/${slug}`);
  const comment = html.slice(html.indexOf('data-testid="comment"'));
  t.ok(isolated(holder(comment, name)), `the author: ${holder(comment, name)}`);
  const body = html.slice(html.indexOf('data-testid="comment-text"') - 200);
  t.ok(
    /dir="auto"[^>]*data-testid="comment-text"|data-testid="comment-text"[^>]*dir="auto"/.test(body),
    "the text's paragraph is dir=auto",
  );
});

t.test('the reader\'s own comment in "my materials" is isolated', async (t) => {
  const html = await page('/ru/profile/materials');
  const tag = holder(html, text);
  t.ok(isolated(tag), `the comment's element: ${tag}`);
});
