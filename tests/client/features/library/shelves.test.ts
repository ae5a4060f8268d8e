import t from 'tap';
import { shelvesOf } from '../../../../client/features/library/shelves.ts';

t.test('the Tanakh sections come first in their order, then the others as they first appear', async (t) => {
  const book = (slug: string, section: string) => ({ slug, section, section_name: section.toUpperCase() });
  const shelves = shelvesOf([
    book('a', 'history'),
    book('b', 'ketuvim'),
    book('c', 'language'),
    book('d', 'torah'),
    book('e', 'history'),
    book('f', 'neviim'),
  ]);
  t.same(
    shelves.map((s) => [s.section, s.name, s.books.map((b) => b.slug)]),
    [
      ['torah', 'TORAH', ['d']],
      ['neviim', 'NEVIIM', ['f']],
      ['ketuvim', 'KETUVIM', ['b']],
      ['history', 'HISTORY', ['a', 'e']],
      ['language', 'LANGUAGE', ['c']],
    ],
  );
});
