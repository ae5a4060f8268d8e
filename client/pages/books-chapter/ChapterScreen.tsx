/**
 * A book chapter's screen: the book's section and title with the label ". Глава {position}" (left out
 * in the Torah section, docs/product.md#screens), the like and share row (counted for the book), the chapter's
 * picture and text beside the book's chapter list, and the previous and next chapters.
 */
import { useTranslation } from 'react-i18next';
import { href } from '../../../shared/routes/href.ts';
import { shareCardPath } from '../../../shared/share-card.ts';
import { ItemPicture } from '../../components/cards/ArticleItem.tsx';
import { chapterLabel, UNNUMBERED_SECTION } from '../../components/cards/chapter-label.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { preloadPriorityImage } from '../../components/media/LazyImage.tsx';
import { storageUrl } from '../../components/media/storage.ts';
import { AnchoredText } from '../../features/library/AnchoredText.tsx';
import { plainText } from '../../features/library/paragraph-anchors.ts';
import { ReadingActions } from '../../features/library/ReadingActions.tsx';
import { useLike } from '../../features/reading/use-like.ts';
import { useRootData } from '../../runtime/root-data.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { publisher } from '../../runtime/seo/structured-data.ts';
import { ReadingColumns, ReadingHero, ReadingShell } from '../ReadingShell.tsx';
import { BookContents } from './BookContents.tsx';
import styles from './Chapter.module.css';
import { PrevNext } from './PrevNext.tsx';
import type { ChapterData } from './types.ts';

const DESCRIPTION_LENGTH = 160;

export function ChapterScreen({ locale, chapter, book }: ChapterData) {
  const { t } = useTranslation(['library', 'content']);
  const origin = useRootData()?.publicOrigin ?? '';
  const like = useLike('books', book?.id ?? 0, book?.like_count ?? 0, locale);
  const path = href('books-chapter', locale, { slug: chapter.slug });
  const bookPath = `${href('books', locale)}#${chapter.book.slug}`;
  const lang = chapter.fallback ? chapter.content_locale : undefined;
  const label = chapterLabel(t, chapter);
  const text = plainText(chapter.content);
  const description =
    text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : text;
  const image = chapter.image ? storageUrl(chapter.image) : null;
  if (image) preloadPriorityImage(image);
  const numbered = chapter.book.section !== UNNUMBERED_SECTION;
  // A chapter without a picture shares the card the importer drew for it (title on the site's paper).
  const shareImage = chapter.image ?? shareCardPath('chapters', chapter.slug, chapter.content_locale);

  return (
    <ReadingShell
      meta={
        <PageMeta
          title={`${chapter.title} — ${chapter.book.title}`}
          description={description}
          image={shareImage}
          imageAlt={chapter.image ? chapter.title : t('reach:shareCardAlt', { title: chapter.title })}
          type="article"
          translations={chapter.translations}
          trail={[{ name: t('common:pages.books'), path: href('books', locale) }]}
          jsonLd={{
            '@context': 'https://schema.org',
            '@type': 'Chapter',
            name: chapter.title,
            url: `${origin}${path}`,
            inLanguage: chapter.content_locale,
            dateModified: chapter.updated_at,
            ...(numbered ? { position: chapter.position } : {}),
            image: `${origin}/storage/${shareImage}`,
            publisher: publisher(origin, t('common:site.name')),
            isPartOf: {
              '@type': 'Book',
              name: chapter.book.title,
              genre: chapter.book.section_name,
              url: `${origin}${bookPath}`,
              ...(book ? { datePublished: book.publication_date } : {}),
            },
          }}
        />
      }
      head={
        <ReadingHero
          cache="chapter.hero"
          deps={[locale, chapter]}
          eyebrow={
            <>
              <span>{t('chapter.eyebrow')}</span>
              <span>{chapter.book.section_name}</span>
            </>
          }
          title={chapter.title}
          lang={lang}
          fallback={chapter.fallback}
          details={() => (
            <p className={styles.label} data-testid="chapter-label">
              <SiteLink to={bookPath}>{label}</SiteLink>
            </p>
          )}
        >
          {book ? (
            <ReadingActions
              type="books"
              slug={book.slug}
              shareText={`${chapter.title} — ${chapter.book.title}`}
              shareUrl={`${origin}${path}`}
              like={like}
              locale={locale}
            />
          ) : null}
        </ReadingHero>
      }
      picture={image ? <ItemPicture src={image} /> : null}
    >
      <ReadingColumns
        side={book ? <BookContents book={book} current={chapter.slug} locale={locale} /> : null}
      >
        <AnchoredText html={chapter.content} lang={lang} topHeading={2} />
        <PrevNext chapter={chapter} locale={locale} />
      </ReadingColumns>
    </ReadingShell>
  );
}
