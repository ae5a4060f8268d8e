/**
 * "New for you" (docs/follows.md#new-for-you): what appeared since the reader's previous visit in what
 * they follow, newest first, each card with the follow that brought it. The main page shows it to a
 * signed-in reader, the profile's follows page too; an empty shelf says why in a sentence and leads on.
 * Once per browser tab the reader's visit is marked, so the next visit's shelf starts from this one.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import type { Locale } from '../../../shared/locales.ts';
import { fallbackLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import type { NewsAnswer } from '../../../shared/schemas/follows.ts';
import { CourseCard } from '../../components/cards/CourseCard.tsx';
import { MaterialCard } from '../../components/cards/MaterialCard.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { callApi } from '../../data/call-api.ts';
import { loadPersonal, localeOf } from '../profile/load-personal.ts';
import styles from './NewsShelf.module.css';

const VISIT_KEY = 'da:visit-marked';

/** The shelf of a signed-in reader; null for a guest or when it cannot be read (an optional block, docs/rules.md R28). */
export async function loadNews(args: LoaderFunctionArgs): Promise<NewsAnswer | null> {
  try {
    return await loadPersonal(args, 'follows.news', { query: { lang: localeOf(args) } });
  } catch {
    return null;
  }
}

/** Marks the visit once per tab: the mark is a write, and the shelf's reads stay cached between marks. */
function useVisitMark() {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(VISIT_KEY)) return;
      sessionStorage.setItem(VISIT_KEY, '1');
    } catch {
      return;
    }
    void callApi('follows.visit', {});
  }, []);
}

export function NewsShelf({
  news,
  locale,
  headingLevel = 2,
  hideWhenEmpty = false,
}: {
  news: NewsAnswer;
  locale: Locale;
  headingLevel?: 2 | 3;
  /** The main page keeps quiet when the reader follows nothing yet. */
  hideWhenEmpty?: boolean;
}) {
  const { t } = useTranslation('follows');
  useVisitMark();
  if (hideWhenEmpty && !news.following) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.shelf} aria-labelledby="new-for-you" data-testid="news-shelf">
      <Heading id="new-for-you" className={styles.title}>
        {t('news.title')}
      </Heading>
      {news.items.length === 0 ? (
        <div className={styles.empty} data-testid="news-empty">
          <p>{news.following ? t('news.emptyNothingNew') : t('news.emptyNoFollows')}</p>
          <SiteLink className="button" to={href(news.following ? 'profile-follows' : 'materials', locale)}>
            {news.following ? t('news.toFollows') : t('page.toMaterials')}
          </SiteLink>
        </div>
      ) : (
        <ul className={styles.items}>
          {news.items.map((item) => {
            const card = item.type === 'material' ? item.material : item.course;
            return (
              <li key={`${item.type}-${card.id}`} className={styles.item} data-testid="news-item">
                {item.type === 'material' ? (
                  <MaterialCard material={item.material} locale={locale} fallback={item.material.fallback} />
                ) : (
                  <CourseCard course={item.course} locale={locale} fallback={item.course.fallback} />
                )}
                <p className={styles.reason} lang={locale}>
                  {t('news.because', { name: '' })}
                  <span lang={fallbackLang(card.fallback)}>{item.reason.label}</span>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
