/**
 * The article page's screen: heading with author (and the author popover when there is a note about
 * them), date and tags, the like and share row, the picture, the text beside its table of contents
 * (when it has headings; the heading in view is highlighted), then related articles and materials
 * by tag and the comments (type `articles`).
 */
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format.ts';
import { href } from '../../../shared/routes/href.ts';
import { ITEM_IMAGE_SIZE } from '../../components/cards/ArticleItem.tsx';
import { FallbackMarker } from '../../components/cards/FallbackMarker.tsx';
import { RichHtml } from '../../components/html/RichHtml.tsx';
import { LazyImage, preloadPriorityImage } from '../../components/media/LazyImage.tsx';
import { storageUrl } from '../../components/media/storage.ts';
import { TagList } from '../../components/tags/TagChip.tsx';
import { AnchoredText } from '../../features/library/AnchoredText.tsx';
import library from '../../features/library/Library.module.css';
import { anchorHtml, plainText } from '../../features/library/paragraph-anchors.ts';
import { ReadingActions } from '../../features/library/ReadingActions.tsx';
import { AuthorLine } from '../../features/reading/AuthorLine.tsx';
import { ChapterNav } from '../../features/reading/ChapterNav.tsx';
import { CommentsBlock } from '../../features/reading/comments/CommentsBlock.tsx';
import reading from '../../features/reading/Reading.module.css';
import { useLike } from '../../features/reading/use-like.ts';
import { useScrollspy } from '../../features/reading/use-scrollspy.ts';
import { Cached } from '../../runtime/fragments/Cached.ts';
import { useRootData } from '../../runtime/root-data.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { article as articleLd } from '../../runtime/seo/structured-data.ts';
import { Related } from './Related.tsx';
import type { ArticleData } from './types.ts';

export function ArticleScreen({ locale, article, comments }: ArticleData) {
  const { t } = useTranslation(['library', 'content']);
  const origin = useRootData()?.publicOrigin ?? '';
  const like = useLike('articles', article.id, article.like_count, locale);
  const { headings } = anchorHtml(article.content);
  const current = useScrollspy(headings.map((heading) => heading.id));
  const path = href('books-article', locale, { slug: article.slug });
  const lang = article.fallback ? article.content_locale : undefined;
  const summary = plainText(article.short_description);
  const image = storageUrl(article.image);
  preloadPriorityImage(image);
  const actions = {
    type: 'articles' as const,
    slug: article.slug,
    shareText: `${article.title} — ${summary}`,
    shareUrl: `${origin}${path}`,
    like,
    locale,
  };

  return (
    <article className="page">
      <PageMeta
        title={article.title}
        description={summary}
        image={article.image}
        type="article"
        translations={article.translations}
        trail={[{ name: t('common:pages.books'), path: href('books', locale) }]}
        jsonLd={{
          ...articleLd({
            origin,
            siteName: t('common:site.name'),
            path: article.fallback
              ? href('books-article', article.content_locale, { slug: article.slug })
              : path,
            headline: article.title,
            description: summary,
            image: article.image,
            inLanguage: article.content_locale,
            datePublished: article.publication_date,
            dateModified: article.updated_at,
            author: article.author,
          }),
          keywords: article.tags.map((tag) => tag.name).join(', '),
          isPartOf: { '@type': 'CollectionPage', url: `${origin}${href('books', locale)}` },
        }}
      />
      <header className={reading.hero}>
        <Cached name="article.hero" deps={[locale, article]}>
          {() => (
            <>
              <p className={reading.eyebrow}>{t('article.eyebrow')}</p>
              <h1 className={reading.title} lang={lang}>
                {article.title}
              </h1>
              <FallbackMarker fallback={article.fallback} />
              <RichHtml
                className={reading.lead}
                html={article.short_description}
                variant="compact"
                lang={lang}
              />
              <div className={reading.meta}>
                <AuthorLine author={article.author} info={article.author_info} locale={locale} lang={lang} />
                <span className={reading.metaItem}>
                  <span className={reading.metaLabel}>{t('content:reading.published')}:</span>
                  <time dateTime={article.publication_date}>
                    {formatDate(article.publication_date, locale)}
                  </time>
                </span>
              </div>
              <TagList tags={article.tags} locale={locale} label={t('content:material.tags')} />
            </>
          )}
        </Cached>
        <ReadingActions {...actions} />
      </header>
      <figure className={library.picture}>
        <LazyImage
          src={image}
          alt=""
          width={ITEM_IMAGE_SIZE.width}
          height={ITEM_IMAGE_SIZE.height}
          priority
        />
      </figure>
      <div className={headings.length > 0 ? reading.layout : undefined}>
        {headings.length > 0 ? (
          <aside className={`${reading.side} ${library.contents}`}>
            <ChapterNav
              chapters={headings.map((heading, index) => ({
                id: index,
                title: heading.text,
                anchor: heading.id,
              }))}
              current={current}
              label={t('article.contents')}
              lang={lang}
            />
          </aside>
        ) : null}
        <div className={reading.main}>
          <AnchoredText html={article.content} lang={lang} />
          <div className={library.after}>
            <p className={library.afterText}>{t('article.likedIt')}</p>
            <ReadingActions {...actions} />
          </div>
        </div>
      </div>
      <Related article={article} locale={locale} />
      <div className={reading.section}>
        <CommentsBlock
          type="articles"
          slug={article.slug}
          locale={locale}
          initial={comments}
          headingId="article-comments"
        />
      </div>
    </article>
  );
}
