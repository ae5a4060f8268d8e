/**
 * The library's books grouped by section (docs/product.md#screens /books, docs/product.md#content-and-engagement): the Tanakh's three parts first,
 * in their order (Тора, Невиим, Ктувим), then the pack's other sections in the order their newest
 * book comes (the books call lists newest first). Within a section the books keep that order.
 */
import { TANAKH_PARTS } from '../../../shared/schemas/plain.ts';

export interface ShelfBook {
  slug: string;
  section: string;
  section_name: string;
}

export interface Shelf<B extends ShelfBook> {
  section: string;
  name: string;
  books: B[];
}

export function shelvesOf<B extends ShelfBook>(books: readonly B[]): Shelf<B>[] {
  const bySection = new Map<string, Shelf<B>>();
  for (const book of books) {
    let shelf = bySection.get(book.section);
    if (!shelf) {
      shelf = { section: book.section, name: book.section_name, books: [] };
      bySection.set(book.section, shelf);
    }
    shelf.books.push(book);
  }
  const rank = (section: string) => {
    const index = (TANAKH_PARTS as readonly string[]).indexOf(section);
    return index === -1 ? TANAKH_PARTS.length : index;
  };
  // A stable sort: the non-Tanakh sections keep their first-seen order.
  return [...bySection.values()].sort((a, b) => rank(a.section) - rank(b.section));
}
