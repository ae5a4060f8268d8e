/**
 * The article item of lists and search (docs/product.md#screens Cards): image, title, author, the short description
 * and, from search, the highlighted snippet; lists also give the date. Articles live in the books
 * area, whose English address is `?lang=en` (docs/architecture.md#rendering): the link is in the page's language unless
 * the caller names one.
 */
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format.ts';
import type { Locale } from '../../../shared/locales.ts';
import { fallbackLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import { useLocale } from '../../runtime/root-data.ts';
import { RichHtml } from '../html/RichHtml.tsx';
import { LazyImage } from '../media/LazyImage.tsx';
import { storageUrl } from '../media/storage.ts';
import { CardShell, card } from './CardShell.tsx';
import { FallbackMarker } from './FallbackMarker.tsx';
import styles from './Item.module.css';

/** Article and book chapter images are drawn at 960x540 (16:9). */
export const ITEM_IMAGE_SIZE = { width: 960, height: 540 } as const;

export interface ArticleItemData {
  slug: string;
  title: string;
  image: string;
  author: string;
  short_description: string;
  searchsnippet?: string;
  /** Shown when given (the library's list). */
  publication_date?: string;
  /** The text is the Russian fallback (docs/product.md#content-and-engagement): marked, and read out in Russian. */
  fallback?: boolean;
}

export function ArticleItem({
  article,
  headingLevel = 3,
  locale: given,
}: {
  article: ArticleItemData;
  headingLevel?: 2 | 3;
  locale?: Locale;
}) {
  const { t } = useTranslation('content');
  const pageLocale = useLocale();
  const locale = given ?? pageLocale;
  return (
    <CardShell
      className={styles.item}
      testId="article-item"
      media={<ItemImage src={article.image} />}
      bodyClassName={styles.body}
      lang={fallbackLang(article.fallback)}
      top={
        <>
          <FallbackMarker fallback={article.fallback} className={card.fallback} />
          <p className={card.kicker} lang={article.fallback ? pageLocale : undefined}>
            {t('card.article')}
          </p>
        </>
      }
      headingLevel={headingLevel}
      to={href('books-article', locale, { slug: article.slug })}
      title={article.title}
    >
      {article.author || article.publication_date ? (
        <p className={styles.byline}>
          {article.author}
          {article.author && article.publication_date ? ' · ' : null}
          {article.publication_date ? (
            <time className={styles.date} dateTime={article.publication_date}>
              {formatDate(article.publication_date, locale)}
            </time>
          ) : null}
        </p>
      ) : null}
      {article.short_description ? (
        <RichHtml className={styles.text} html={article.short_description} variant="compact" />
      ) : null}
      {article.searchsnippet ? (
        <RichHtml className={styles.hit} html={article.searchsnippet} variant="compact" />
      ) : null}
    </CardShell>
  );
}

/** The picture at the top of the article's or the chapter's own page. */
export function ItemPicture({ src }: { src: string }) {
  return (
    <figure className={styles.picture}>
      <LazyImage src={src} alt="" width={ITEM_IMAGE_SIZE.width} height={ITEM_IMAGE_SIZE.height} priority />
    </figure>
  );
}

/** The item's picture, or its empty frame when it has none (`null`). */
export function ItemImage({ src }: { src: string | null }) {
  return src !== null ? (
    <LazyImage
      className={styles.image}
      src={storageUrl(src)}
      alt=""
      width={ITEM_IMAGE_SIZE.width}
      height={ITEM_IMAGE_SIZE.height}
    />
  ) : (
    <span className={styles.image} aria-hidden="true" />
  );
}
