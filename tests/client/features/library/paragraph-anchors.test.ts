import t from 'tap';
import {
  anchorHtml,
  isParagraphAnchor,
  plainText,
} from '../../../../client/features/library/paragraph-anchors.ts';

t.test('every paragraph and h2/h3 gets an anchor made from its own text', async (t) => {
  const { html, headings } = anchorHtml(
    '<h2>Что&nbsp;празднуют</h2><p>Первый абзац.</p><p class="text-with-icon">Второй <em>абзац</em>.</p><h4>Нет</h4>',
  );
  t.match(html, /^<h2 id="h-[0-9a-z]{7}">Что&nbsp;празднуют<\/h2><p id="p-[0-9a-z]{7}">Первый абзац\.<\/p>/);
  t.match(html, /<p id="p-[0-9a-z]{7}" class="text-with-icon">/, 'other attributes are kept');
  t.match(html, '<h4>Нет</h4>', 'h4 is not in the contents');
  t.same(
    headings.map((h) => [h.level, h.text]),
    [[2, 'Что празднуют']],
  );
});

t.test('an anchor depends on its paragraph only, so edits elsewhere keep it', async (t) => {
  const before = anchorHtml('<p>Один.</p><p>Два.</p>').html;
  const after = anchorHtml('<p>Новый абзац в начале.</p><p>Один.</p><p>Два.</p>').html;
  const idOf = (html: string, text: string) => new RegExp(`<p id="([^"]+)">${text}`).exec(html)?.[1];
  t.equal(idOf(after, 'Два'), idOf(before, 'Два'));
  t.not(idOf(after, 'Один'), idOf(after, 'Два'));
});

t.test(
  'equal paragraphs get numbered anchors, empty ones none, and the transform is idempotent',
  async (t) => {
    const { html } = anchorHtml('<p>Эхо</p><p>Эхо</p><p> </p>');
    const ids = [...html.matchAll(/id="([^"]+)"/g)].map((m) => m[1] ?? '');
    t.equal(ids.length, 2);
    t.equal(ids[1], `${ids[0]}-2`);
    t.match(html, '<p> </p>');
    t.equal(anchorHtml(html).html, html, 'anchored HTML comes back unchanged');
    t.ok(ids.every((id) => isParagraphAnchor(`#${id}`)));
    t.notOk(isParagraphAnchor('#material-content3'));
  },
);

t.test('plain text drops tags, decodes the common entities and folds spaces', async (t) => {
  t.equal(plainText('<b>A</b> &amp;&nbsp;B\n  C &lt;d&gt;'), 'A & B C <d>');
});
