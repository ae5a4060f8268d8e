/**
 * The article page's screen: heading with author (and the author popover when there is a note about
 * them), date and tags, the like and share row, the picture, the text beside its table of contents
 * (when it has headings; the heading in view is highlighted), then related articles and materials
 * by tag, the places it names, and the comments (type `articles`).
 */
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format.ts';
import { href } from '../../../shared/routes/href.ts';
import { ItemPicture } from '../../components/cards/ArticleItem.tsx';
import { RichHtml } from '../../components/html/RichHtml.tsx';
import { preloadPriorityImage } from '../../components/media/LazyImage.tsx';
import { storageUrl } from '../../components/media/storage.ts';
import { TagList } from '../../components/tags/TagChip.tsx';
import { AnchoredText } from '../../features/library/AnchoredText.tsx';
import { anchorHtml, plainText } from '../../features/library/paragraph-anchors.ts';
import { ReadingActions } from '../../features/library/ReadingActions.tsx';
import { PlacesInText } from '../../features/map/PlacesInText.tsx';
import { AuthorLine } from '../../features/reading/AuthorLine.tsx';
import { ChapterNav } from '../../features/reading/ChapterNav.tsx';
import { CommentsBlock } from '../../features/reading/comments/CommentsBlock.tsx';
import reading from '../../features/reading/Reading.module.css';
import { useLike } from '../../features/reading/use-like.ts';
import { useScrollspy } from '../../features/reading/use-scrollspy.ts';
import { useRootData } from '../../runtime/root-data.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { article as articleLd } from '../../runtime/seo/structured-data.ts';
import { ReadingAfter, ReadingColumns, ReadingHero, ReadingShell } from '../ReadingShell.tsx';
import { Related } from './Related.tsx';
import type { ArticleData } from './types.ts';

export function ArticleScreen({ locale, article, comments, places }: ArticleData) {
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
    <ReadingShell
      meta={
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
      }
      head={
        <ReadingHero
          cache="article.hero"
          deps={[locale, article]}
          eyebrow={t('article.eyebrow')}
          title={article.title}
          lang={lang}
          fallback={article.fallback}
          details={() => (
            <>
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
        >
          <ReadingActions {...actions} />
        </ReadingHero>
      }
      picture={<ItemPicture src={image} />}
      sections={<Related article={article} locale={locale} />}
      comments={
        <CommentsBlock
          type="articles"
          slug={article.slug}
          locale={locale}
          initial={comments}
          headingId="article-comments"
        />
      }
    >
      <ReadingColumns
        side={
          headings.length > 0 ? (
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
          ) : undefined
        }
      >
        <AnchoredText html={article.content} lang={lang} />
        <ReadingAfter text={t('article.likedIt')}>
          <ReadingActions {...actions} />
        </ReadingAfter>
        <PlacesInText places={places} locale={locale} headingId="article-places" />
      </ReadingColumns>
    </ReadingShell>
  );
}
