import t from 'tap';
import { HIGHLIGHT_STOP as E, highlightToHtml, HIGHLIGHT_START as S } from '../../../shared/html/snippet.ts';

t.test('hits become <mark> and everything else is escaped text', async (t) => {
  t.equal(
    highlightToHtml(`a <b onclick="x"> & 'q' ${S}hit${E} end`),
    'a &lt;b onclick=&quot;x&quot;&gt; &amp; &#39;q&#39; <mark>hit</mark> end',
  );
});

t.test('marks are always balanced, whatever the sentinels', async (t) => {
  t.equal(highlightToHtml(`${E}x${S}${S}y`), 'x<mark>y</mark>');
  t.equal(highlightToHtml(`${S}a${E}${E}b`), '<mark>a</mark>b');
});
