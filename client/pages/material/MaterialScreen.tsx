/**
 * The material page's screen (docs/product.md#screens): the introduction with the reader's actions, the banner, the
 * chapters beside their navigation, then the product's sections: course content and the next
 * material, the author, other materials (sorted by relevance, date or popularity, with "show more"),
 * other courses, the review box (the readers' rating and the reader's own review) and the comments.
 */
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format.ts';
import { href } from '../../../shared/routes/href.ts';
import { tintOf } from '../../components/cards/card-utils.ts';
import { TagList } from '../../components/tags/TagChip.tsx';
import { DraftNotice } from '../../features/drafts/DraftNotice.tsx';
import { PlacesInText } from '../../features/map/PlacesInText.tsx';
import { useReadingPosition } from '../../features/profile/use-reading-position.ts';
import { AuthorLine } from '../../features/reading/AuthorLine.tsx';
import { chapterAnchor } from '../../features/reading/anchors.ts';
import { Banner } from '../../features/reading/Banner.tsx';
import { ChapterNav } from '../../features/reading/ChapterNav.tsx';
import { Chapters } from '../../features/reading/Chapters.tsx';
import { CommentsBlock } from '../../features/reading/comments/CommentsBlock.tsx';
import { ItemActions } from '../../features/reading/ItemActions.tsx';
import reading from '../../features/reading/Reading.module.css';
import { useLike } from '../../features/reading/use-like.ts';
import { useScrollspy } from '../../features/reading/use-scrollspy.ts';
import { ItemRatingSlot, ReviewBoxSlot, summaryOf } from '../../features/reviews/ReviewBoxSlot.tsx';
import { useRootData } from '../../runtime/root-data.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { article } from '../../runtime/seo/structured-data.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import { ReadingAfter, ReadingColumns, ReadingHero, ReadingShell } from '../ReadingShell.tsx';
import { AuthorSection } from './AuthorSection.tsx';
import { CourseContent } from './CourseContent.tsx';
import styles from './Material.module.css';
import { OtherCourses } from './OtherCourses.tsx';
import { OtherMaterials } from './OtherMaterials.tsx';
import type { MaterialData } from './types.ts';

export function MaterialScreen({ locale, material, comments, places, liked, myReview }: MaterialData) {
  const { t } = useTranslation(['content', 'common']);
  const origin = useRootData()?.publicOrigin ?? '';
  const like = useLike('materials', material.id, material.like_count, locale, liked);
  const current = useScrollspy(material.chapters.map((chapter) => chapterAnchor(chapter.id)));
  useReadingPosition(
    material.id,
    material.chapters.map((chapter) => chapter.id),
    locale,
  );
  const path = href('material', locale, { slug: material.slug });
  const lang = material.fallback ? material.content_locale : undefined;
  const actions = {
    type: 'materials' as const,
    id: material.id,
    slug: material.slug,
    title: material.title,
    titleLang: lang,
    shareText: `${material.title} — ${material.snippet}`,
    shareUrl: `${origin}${path}`,
    like,
    locale,
  };

  return (
    <ReadingShell
      meta={
        <PageMeta
          title={material.title}
          description={material.snippet}
          image={material.banner}
          type="article"
          translations={material.translations}
          trail={[{ name: t('common:pages.materials'), path: href('materials', locale) }]}
          jsonLd={{
            ...article({
              origin,
              siteName: t('common:site.name'),
              path: material.fallback
                ? href('material', material.content_locale, { slug: material.slug })
                : path,
              headline: material.title,
              description: material.snippet,
              image: material.banner,
              inLanguage: material.content_locale,
              datePublished: material.publication_date,
              dateModified: material.updated_at,
              author: material.author,
            }),
            timeRequired: `PT${material.time}M`,
          }}
        />
      }
      head={
        <ReadingHero
          cache="material.hero"
          deps={[locale, material]}
          eyebrow={t('reading.material')}
          title={material.title}
          lang={lang}
          fallback={material.fallback}
          details={() => (
            <>
              <DraftNotice draft={material.draft} />
              <section className={styles.intro} aria-labelledby="material-intro">
                <h2 id="material-intro" className={styles.introLabel}>
                  {t('material.introduction')}
                </h2>
                <p className={reading.lead} lang={lang}>
                  {material.snippet}
                </p>
              </section>
              <div className={reading.meta}>
                {material.author ? (
                  <AuthorLine
                    author={material.author}
                    info={material.author_info}
                    locale={locale}
                    lang={lang}
                  />
                ) : null}
                <span className={reading.metaItem}>
                  <span className={reading.metaLabel}>{t('reading.published')}:</span>
                  <time dateTime={material.publication_date}>
                    {formatDate(material.publication_date, locale)}
                  </time>
                </span>
                <span className={reading.metaItem}>
                  <Icon name="Clock" size={16} />
                  <span className="visually-hidden">{t('card.readingTime')}: </span>
                  {t('common:plural.minutes', { count: material.time })}
                </span>
              </div>
              <TagList tags={material.tags} locale={locale} label={t('material.tags')} followable />
            </>
          )}
        >
          <ItemRatingSlot
            type="materials"
            slug={material.slug}
            locale={locale}
            initial={summaryOf(material)}
          />
          <ItemActions {...actions} />
        </ReadingHero>
      }
      picture={<Banner path={material.banner} tint={tintOf(material.tags)} />}
      sections={
        <>
          <CourseContent courses={material.courses} locale={locale} />
          {material.author ? (
            <AuthorSection author={material.author} info={material.author_info} locale={locale} lang={lang} />
          ) : null}
          <OtherMaterials material={material} locale={locale} />
          <OtherCourses courses={material.other_courses} locale={locale} />
        </>
      }
      reviews={
        <ReviewBoxSlot
          type="materials"
          slug={material.slug}
          locale={locale}
          summary={summaryOf(material)}
          mine={myReview}
          headingId="material-reviews"
        />
      }
      comments={
        <CommentsBlock
          type="materials"
          slug={material.slug}
          locale={locale}
          initial={comments}
          headingId="material-comments"
        />
      }
    >
      <ReadingColumns
        side={
          <ChapterNav
            chapters={material.chapters}
            current={current}
            label={t('material.contents')}
            lang={lang}
          />
        }
      >
        <Chapters chapters={material.chapters} headingLevel={2} lang={lang} />
        <ReadingAfter text={t('reading.likedIt')} strong>
          <ItemActions {...actions} />
        </ReadingAfter>
        <PlacesInText places={places} locale={locale} headingId="material-places" />
      </ReadingColumns>
    </ReadingShell>
  );
}
