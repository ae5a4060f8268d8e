/**
 * The article item of lists and search (spec §2 Cards): image, title, author, the short description
 * and, from search, the highlighted snippet. Articles live in the books area, without a locale.
 */
import { useTranslation } from 'react-i18next';
import { href } from '../../../shared/routes/href.ts';
import { RichHtml } from '../html/RichHtml.tsx';
import { SiteLink } from '../link/SiteLink.tsx';
import { LazyImage } from '../media/LazyImage.tsx';
import { storageUrl } from '../media/storage.ts';
import card from './Card.module.css';
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
}

export function ArticleItem({
  article,
  headingLevel = 3,
}: {
  article: ArticleItemData;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('content');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${card.card} ${styles.item}`} data-testid="article-item">
      <LazyImage
        className={styles.image}
        src={storageUrl(article.image)}
        alt=""
        width={ITEM_IMAGE_SIZE.width}
        height={ITEM_IMAGE_SIZE.height}
      />
      <div className={styles.body}>
        <p className={card.kicker}>{t('card.article')}</p>
        <Heading className={card.title}>
          <SiteLink className={card.link} to={href('books-article', 'ru', { slug: article.slug })}>
            {article.title}
          </SiteLink>
        </Heading>
        {article.author ? <p className={styles.byline}>{article.author}</p> : null}
        {article.short_description ? (
          <RichHtml className={styles.text} html={article.short_description} variant="compact" />
        ) : null}
        {article.searchsnippet ? (
          <RichHtml className={styles.hit} html={article.searchsnippet} variant="compact" />
        ) : null}
      </div>
    </article>
  );
}
