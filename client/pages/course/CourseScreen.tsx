/**
 * The course page's screen (docs/product.md#screens): title, banner, author with the info popover, short description,
 * tags and the reader's actions; then the materials (a sticky list on wide screens, a menu on phones)
 * beside the active material's release date, chapters and "next"; then the review box.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../../shared/routes/href.ts';
import { tintOf } from '../../components/cards/card-utils.ts';
import { FollowButton } from '../../components/follow/FollowButton.tsx';
import { RichHtml } from '../../components/html/RichHtml.tsx';
import { TagList } from '../../components/tags/TagChip.tsx';
import { PlacesInText } from '../../features/map/PlacesInText.tsx';
import { AuthorLine } from '../../features/reading/AuthorLine.tsx';
import { scrollToElement } from '../../features/reading/anchors.ts';
import { Banner } from '../../features/reading/Banner.tsx';
import { ItemActions } from '../../features/reading/ItemActions.tsx';
import reading from '../../features/reading/Reading.module.css';
import { useCourseState } from '../../features/reading/use-course-state.ts';
import { useLike } from '../../features/reading/use-like.ts';
import { useProgress } from '../../features/reading/use-progress.ts';
import { ItemRatingSlot, ReviewBoxSlot, summaryOf } from '../../features/reviews/ReviewBoxSlot.tsx';
import { useRootData } from '../../runtime/root-data.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { publisher } from '../../runtime/seo/structured-data.ts';
import { ReadingHero, ReadingShell } from '../ReadingShell.tsx';
import { ActiveMaterial, COURSE_CONTENT_ID } from './ActiveMaterial.tsx';
import { CourseMenu } from './CourseMenu.tsx';
import type { CourseData } from './types.ts';

export function CourseScreen({ locale, course, initialIndex, liked, myReview, places }: CourseData) {
  const { t } = useTranslation(['content', 'common']);
  const origin = useRootData()?.publicOrigin ?? '';
  const progress = useProgress();
  const { materials } = course;

  const onChange = useCallback(
    ({ from, to, finished }: { from: number; to: number; finished: boolean }) => {
      const left = materials[from];
      const reached = materials[to];
      if (finished && left) progress.archive(left.id);
      if (reached && to !== from) progress.active(reached.id);
    },
    [materials, progress],
  );
  const state = useCourseState(materials.length, initialIndex, onChange);
  const like = useLike('courses', course.id, course.like_count, locale, liked);

  // Opening the course signed in adds its first material to the active ones.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !materials[0]) return;
    opened.current = true;
    progress.active(materials[0].id);
  }, [materials, progress]);

  const showContent = () => scrollToElement(document.getElementById(COURSE_CONTENT_ID));
  const next = () => {
    state.next();
    showContent();
  };

  const path = href('course', locale, { slug: course.slug });
  const shareUrl = `${origin}${path}${state.active > 0 ? `?material=${state.active}` : ''}`;
  const fallbackLang = course.fallback ? course.content_locale : undefined;

  return (
    <ReadingShell
      meta={
        <PageMeta
          title={course.title}
          description={course.snippet}
          image={course.image_banner}
          type="article"
          translations={course.translations}
          trail={[{ name: t('common:pages.courses'), path: href('courses', locale) }]}
          jsonLd={{
            '@context': 'https://schema.org',
            '@type': 'Course',
            name: course.title,
            description: course.snippet,
            inLanguage: course.content_locale,
            url: `${origin}${path}`,
            image: `${origin}/storage/${course.image_banner}`,
            datePublished: course.publication_date,
            dateModified: course.updated_at,
            provider: publisher(origin, t('common:site.name')),
            author: { '@type': 'Person', name: course.author },
            hasPart: materials.map((material) => ({
              '@type': 'LearningResource',
              name: material.title,
              url: `${origin}${href('material', locale, { slug: material.slug })}`,
            })),
          }}
        />
      }
      head={
        <ReadingHero
          cache="course.hero"
          deps={[locale, course]}
          eyebrow={
            <>
              <span>{t('card.course')}</span>
              <span>{t('common:plural.materials', { count: course.materials_count })}</span>
              <span>{t('common:plural.minutes', { count: course.materials_sum_time })}</span>
            </>
          }
          title={course.title}
          lang={fallbackLang}
          fallback={course.fallback}
          details={() => (
            <>
              <div className={reading.meta}>
                <AuthorLine
                  author={course.author}
                  info={course.author_info}
                  locale={locale}
                  lang={fallbackLang}
                />
              </div>
              <TagList tags={course.tags} locale={locale} label={t('material.tags')} followable />
              <FollowButton
                kind="course"
                target={String(course.id)}
                name={course.title}
                nameLang={fallbackLang}
              />
            </>
          )}
        >
          <ItemRatingSlot type="courses" slug={course.slug} locale={locale} initial={summaryOf(course)} />
          <ItemActions
            type="courses"
            id={course.id}
            slug={course.slug}
            title={course.title}
            titleLang={fallbackLang}
            shareText={`${course.title} — ${course.snippet}`}
            shareUrl={shareUrl}
            like={like}
            locale={locale}
          />
        </ReadingHero>
      }
      picture={
        <>
          <Banner path={course.image_banner} tint={tintOf(course.tags)} />
          <RichHtml className={reading.description} html={course.small_description} lang={fallbackLang} />
        </>
      }
      reviews={
        <ReviewBoxSlot
          type="courses"
          slug={course.slug}
          locale={locale}
          summary={summaryOf(course)}
          mine={myReview}
          headingId="course-reviews"
        />
      }
    >
      <div className={reading.layout}>
        <CourseMenu materials={materials} state={state} onChosen={showContent} />
        <ActiveMaterial
          materials={materials}
          active={state.active}
          locale={locale}
          onNext={next}
          onEnd={state.finish}
        />
      </div>
      <PlacesInText places={places} locale={locale} headingId="course-places" />
    </ReadingShell>
  );
}
