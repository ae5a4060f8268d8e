import t from 'tap';
import { shiftHeadings } from '../../../../client/components/html/headings.ts';

t.test("a text's highest heading becomes the level asked for, the others keep their distance", async (t) => {
  t.equal(
    shiftHeadings('<p>a</p><h3 id="x">One</h3><p>b</p><h4>Sub</h4><h3>Two</h3>', 2),
    '<p>a</p><h2 id="x">One</h2><p>b</p><h3>Sub</h3><h2>Two</h2>',
  );
});

t.test('a text already at the level, or above it, or without headings is left as it is', async (t) => {
  t.equal(shiftHeadings('<h2>A</h2><h3>B</h3>', 2), '<h2>A</h2><h3>B</h3>');
  t.equal(shiftHeadings('<h2>A</h2>', 3), '<h2>A</h2>');
  t.equal(
    shiftHeadings('<p>h3 is not a tag here: &lt;h3&gt;</p>', 2),
    '<p>h3 is not a tag here: &lt;h3&gt;</p>',
  );
});

t.test('only heading tags move: a <header> or <hr> is not one', async (t) => {
  t.equal(shiftHeadings('<header>x</header><hr><h4>A</h4>', 2), '<header>x</header><hr><h2>A</h2>');
});
