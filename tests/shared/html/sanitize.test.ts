import t from 'tap';
import { isAllowedImageSrc } from '../../../shared/html/policy.ts';
import { htmlToText, sanitizeEditorHtml } from '../../../shared/html/sanitize.ts';

t.test('active content is dropped and the text around it is kept (R5)', async (t) => {
  const cases: [string, string][] = [
    ['<p>a<img src=x onerror=alert(1)>b</p>', '<p>ab</p>'],
    ['<a href="javascript:alert(1)">link</a>', '<a>link</a>'],
    ['<a href="jav&#x61;script:alert(1)">link</a>', '<a>link</a>'],
    ['<a href="data:text/html,x">link</a>', '<a>link</a>'],
    ['<a href="//evil.example/x">link</a>', '<a>link</a>'],
    ['<iframe src="https://evil.example"></iframe><p>after</p>', '<p>after</p>'],
    ['<style>p{color:red}</style><p>styled</p>', '<p>styled</p>'],
    ['<script>alert(1)</script><p>text</p>', '<p>text</p>'],
    ['<svg onload=alert(1)><circle/></svg><p>svg</p>', '<p>svg</p>'],
    ['<p onclick="x()" style="color:red" id="p1">p</p>', '<p>p</p>'],
  ];
  for (const [input, expected] of cases) t.equal(sanitizeEditorHtml(input), expected, input);
});

t.test('the editors’ vocabulary survives sanitizing unchanged', async (t) => {
  const html =
    '<h3>Heading</h3><p>Text with <strong>strong</strong>, <em>em</em> and <a href="https://example.org/a">a link</a>.</p>' +
    '<blockquote><p>Quote</p></blockquote><ul><li>one</li></ul><ol><li>two</li></ol>' +
    '<figure><img src="/storage/materials/x/figure-1.jpg" alt="A map" width="960" height="540" /><figcaption>Caption</figcaption></figure>' +
    '<p>Line<br />break and <a href="/ru/materials/x">inner</a> and <a href="mailto:a@example.org">mail</a></p>';
  t.equal(sanitizeEditorHtml(html), html);
});

t.test('classes are kept only from the allowlist', async (t) => {
  t.equal(sanitizeEditorHtml('<p class="evil text-with-icon">x</p>'), '<p class="text-with-icon">x</p>');
  t.equal(sanitizeEditorHtml('<p class="evil">x</p>'), '<p>x</p>');
});

t.test('images come only from the media root', async (t) => {
  t.ok(isAllowedImageSrc('/storage/materials/x/a.jpg'));
  for (const src of [
    'x',
    '/storage/',
    '/storage/../etc/passwd',
    '/storage/a/%2e%2e/b',
    '/other/a.jpg',
    '//evil.example/a.jpg',
    'https://evil.example/a.jpg',
    'data:image/png;base64,AAA',
  ]) {
    t.notOk(isAllowedImageSrc(src), src);
  }
  t.equal(sanitizeEditorHtml('<p><img src="https://evil.example/a.jpg" alt="x">t</p>'), '<p>t</p>');
});

t.test('a top-level heading and divs keep their text in allowed shapes', async (t) => {
  t.equal(sanitizeEditorHtml('<h1>Title</h1><div>Block</div>'), '<h2>Title</h2><p>Block</p>');
});

t.test('plain text of editors’ HTML keeps words apart and decodes entities', async (t) => {
  t.equal(
    htmlToText('<p>Тест&nbsp;и «ёлка» &amp; &lt;b&gt;</p><p>второй</p><ul><li>a</li><li>b</li></ul>x<br>y'),
    'Тест и «ёлка» & <b> второй a b x y',
  );
  t.equal(htmlToText('<script>alert(1)</script><p>only this</p>'), 'only this');
});

t.test('plain text never carries control characters (the search highlighter’s sentinels)', async (t) => {
  t.equal(htmlToText('<p>a\u0001b\u0002c</p>'), 'a b c');
});

t.test('srcset, sizes, loading and decoding on images are kept when valid', async (t) => {
  const html =
    '<img src="/storage/m/a.jpg" srcset="/storage/m/a.jpg.480w.webp 480w, /storage/m/a.jpg.960w.webp 960w" sizes="(min-width: 1024px) 768px, calc(100vw - 40px)" alt="a" width="960" height="540" loading="lazy" decoding="async" />';
  t.equal(sanitizeEditorHtml(html), html);
  t.equal(
    sanitizeEditorHtml('<img src="/storage/m/a.jpg" srcset="/storage/m/a.jpg 1x, /storage/m/b.jpg 2x" />'),
    '<img src="/storage/m/a.jpg" srcset="/storage/m/a.jpg 1x, /storage/m/b.jpg 2x" />',
  );
});

t.test('a srcset with one URL that src could not take is dropped whole', async (t) => {
  for (const bad of [
    '/storage/m/a.480w.webp 480w, https://evil.example/a.jpg 960w',
    '/storage/m/a.480w.webp 480w, javascript:alert(1) 960w',
    '/storage/m/a.480w.webp 480w, /storage/../etc/passwd 960w',
    '/storage/m/a.480w.webp 480w, //evil.example/a.jpg 960w',
    '/storage/m/a.480w.webp 480w, /storage/m/b.jpg 960w 2x',
    '/storage/m/a.480w.webp 480w,',
    'data:image/png;base64,AAAA 1x',
  ]) {
    t.equal(
      sanitizeEditorHtml(`<img src="/storage/m/a.jpg" srcset="${bad}" sizes="100vw" alt="a" />`),
      '<img src="/storage/m/a.jpg" alt="a" />',
      bad,
    );
  }
});

t.test('loading, decoding and sizes keep only valid values', async (t) => {
  t.equal(
    sanitizeEditorHtml('<img src="/storage/m/a.jpg" loading="lazy onerror=x" decoding="fast" alt="a" />'),
    '<img src="/storage/m/a.jpg" alt="a" />',
  );
  t.equal(
    sanitizeEditorHtml('<img src="/storage/m/a.jpg" loading="eager" decoding="sync" alt="a" />'),
    '<img src="/storage/m/a.jpg" loading="eager" decoding="sync" alt="a" />',
  );
  t.equal(
    sanitizeEditorHtml(
      '<img src="/storage/m/a.jpg" srcset="/storage/m/a.jpg 1x" sizes="url(https://evil.example/x)" alt="a" />',
    ),
    '<img src="/storage/m/a.jpg" srcset="/storage/m/a.jpg 1x" alt="a" />',
  );
  t.equal(
    sanitizeEditorHtml('<img src="/storage/m/a.jpg" sizes="100vw" alt="a" />'),
    '<img src="/storage/m/a.jpg" alt="a" />',
    'sizes without a srcset means nothing',
  );
});
