/** The book's chapters beside the text, the one being read marked (docs/product.md#screens: the book's chapter list). */
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import type { Book } from '../../../shared/schemas/content.ts';
import { UNNUMBERED_SECTION } from '../../components/cards/chapter-label.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import nav from '../../features/reading/ChapterNav.module.css';
import { Cached } from '../../runtime/fragments/Cached.ts';

export function BookContents({
  book,
  current,
  locale,
}: {
  book: z.infer<typeof Book>;
  current: string;
  locale: Locale;
}) {
  const { t } = useTranslation('library');
  const numbered = book.section !== UNNUMBERED_SECTION;
  return (
    <Cached
      as="nav"
      name="chapter.book-contents"
      deps={[locale, book, current]}
      className={nav.nav}
      aria-label={t('chapter.navigation')}
      data-testid="book-contents"
    >
      {() => (
        <>
          <p className={nav.title}>{`${t('chapter.bookContents')}: ${book.title}`}</p>
          <ol className={nav.list}>
            {book.chapters.map((chapter, index) => (
              <li key={chapter.slug}>
                <SiteLink
                  className={nav.link}
                  to={href('books-chapter', locale, { slug: chapter.slug })}
                  aria-current={chapter.slug === current ? 'page' : undefined}
                >
                  <span className={nav.number} aria-hidden="true">
                    {numbered ? chapter.position : index + 1}
                  </span>
                  <span>{chapter.title}</span>
                </SiteLink>
              </li>
            ))}
          </ol>
        </>
      )}
    </Cached>
  );
}
