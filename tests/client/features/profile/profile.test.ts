/** The personal area's pure rules: its navigation entries and where a reader is in a material. */
import t from 'tap';
import { accountMenuEntries, navEntries } from '../../../../client/features/profile/nav-entries.ts';
import { placeOf } from '../../../../client/features/profile/reading-place.ts';
import { href } from '../../../../shared/routes/href.ts';

t.test(
  'DA for Educators is an entry only with card access; the others get the way to ask for it',
  async (t) => {
    const without = navEntries('courses', false).map((entry) => entry.key);
    t.same(without, ['data', 'courses', 'materials', 'reviews', 'favorites', 'follows', 'access', 'help']);
    const withAccess = navEntries(null, true);
    t.same(
      withAccess.map((entry) => entry.key),
      ['data', 'courses', 'materials', 'reviews', 'favorites', 'follows', 'educators', 'lessonSets', 'help'],
      'with access, the lesson sets too',
    );
    const educators = withAccess.find((entry) => entry.key === 'educators');
    t.equal(href(educators?.route ?? 'main', 'en'), '/ru/da-for-educators', 'the Russian-only tool');
    t.same(
      navEntries('courses', false)
        .filter((entry) => entry.current)
        .map((entry) => entry.key),
      ['courses'],
    );
  },
);

t.test(
  "the account menu's entries are the area's own pages; a counter counts only what its page lists",
  async (t) => {
    const menu = accountMenuEntries({ favouriteMaterials: 2, favouriteCourses: 3, unreadMessages: 1 });
    const area = new Map(navEntries(null, false).map((entry) => [entry.key, entry.route]));
    t.same(
      menu.map((entry) => entry.key),
      ['courses', 'materials', 'reviews', 'favorites', 'help', 'data'],
      'favourites are in the menu',
    );
    for (const entry of menu) t.equal(entry.route, area.get(entry.key), `${entry.key} opens its own page`);
    t.same(
      Object.fromEntries(menu.filter((entry) => entry.count !== undefined).map((e) => [e.key, e.count])),
      { favorites: 5, help: 1 },
      'the favourites page lists materials and courses; no other page is counted by a number it does not list',
    );
    t.equal(menu.find((entry) => entry.key === 'help')?.alert, true, 'unread replies are an alert');
  },
);

const box = (top: number, height: number) => ({ getBoundingClientRect: () => ({ top, height }) });

t.test('the place is the chapter crossing the reading line and how far down it is', async (t) => {
  t.same(placeOf([box(-500, 400), box(-100, 400), box(300, 400)], 120), { chapter: 1, fraction: 0.55 });
  t.same(placeOf([box(200, 400), box(600, 400)], 120), { chapter: 0, fraction: 0 }, 'before the first');
  t.same(placeOf([box(-2000, 400)], 120), { chapter: 0, fraction: 1 }, 'past the end is clamped');
  t.equal(placeOf([], 120), null, 'no chapters, no place');
});
