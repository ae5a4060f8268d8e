import t from 'tap';
import { ICON_NAMES } from '../../../../client/ui/icons/names.ts';
import { buildIconSprite } from '../../../../client/ui/icons/sprite.ts';

t.test('the sprite has one symbol per icon name, each with Lucide’s drawing', async (t) => {
  const { markup } = buildIconSprite();
  const ids = [...markup.matchAll(/<symbol id="(\w+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
  t.same(ids, [...ICON_NAMES]);
  t.match(markup, /<symbol id="ArrowRight" viewBox="0 0 24 24"><path d="M5 12h14"/, 'real path data');
  t.notMatch(markup, /<svg[^>]*class=/, 'no nested Lucide <svg> wrappers');
});

t.test('its address is named by its content', async (t) => {
  const first = buildIconSprite();
  t.equal(buildIconSprite().path, first.path, 'the same drawing, the same address');
  t.match(first.path, /^\/assets\/icons-[\w-]{10}\.svg$/);
});
