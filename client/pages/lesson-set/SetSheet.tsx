/**
 * The shared lesson set as a class reads it, on screen and on paper: the set's name, its
 * items in the teacher's order (kind, title link, hashtags, chapter list, date). The print stylesheet
 * leaves out the site's header, footer and navigation and writes every item's full address under its
 * title, so a printed sheet still leads to the text.
 */
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format.ts';
import { typedTextLang } from '../../../shared/logic/text-lang.ts';
import type { SharedSetItem } from '../../../shared/schemas/lesson-sets.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { useRootData } from '../../runtime/root-data.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import styles from './SetSheet.module.css';
import type { LessonSetData } from './types.ts';

function Item({
  item,
  origin,
  locale,
}: {
  item: SharedSetItem;
  origin: string;
  locale: LessonSetData['locale'];
}) {
  const { t } = useTranslation('lessonSets');
  return (
    <li className={styles.item} data-testid="lesson-set-item">
      <p className={styles.type}>{t(`kind.${item.kind}`)}</p>
      <h2 className={styles.itemTitle}>
        <SiteLink to={item.link}>{item.title}</SiteLink>
      </h2>
      <p className={styles.address} data-testid="lesson-set-address">
        {origin}
        {item.link}
      </p>
      {item.hashtags.length ? (
        <ul className={styles.tags}>
          {item.hashtags.map((hashtag) => (
            <li key={hashtag.id}>#{hashtag.name}</li>
          ))}
        </ul>
      ) : null}
      {item.searchdata.chapters.length ? (
        <div className={styles.contents}>
          <h3 className={styles.contentsTitle}>{t('page.contents')}</h3>
          <ol>
            {item.searchdata.chapters.map((chapter) => (
              <li key={chapter.id}>
                <SiteLink to={chapter.link}>{chapter.title}</SiteLink>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      <p className={styles.date}>{formatDate(item.created_at, locale)}</p>
    </li>
  );
}

export function SetSheet({ locale, set }: LessonSetData) {
  const { t } = useTranslation(['lessonSets', 'common']);
  const hydrated = useHydrated();
  const origin = useRootData()?.publicOrigin ?? '';
  const site = t('common:site.name');
  return (
    <div className={`page ${styles.sheet}`} data-lesson-sheet="">
      <PageMeta title={set.name} noindex />
      <p className={styles.eyebrow}>{t('page.eyebrow')}</p>
      <h1 className={styles.title} lang={typedTextLang(set.name, locale)} dir="auto">
        {set.name}
      </h1>
      <p className={styles.meta}>
        {t('page.count', { count: set.items.length })} ·{' '}
        {t('page.updated', { date: formatDate(set.updated_at, locale) })}
      </p>
      {hydrated ? (
        <button type="button" className={`button ${styles.print}`} onClick={() => window.print()}>
          {t('page.print')}
        </button>
      ) : null}
      {set.items.length ? (
        <ol className={styles.items}>
          {set.items.map((item) => (
            <Item key={`${item.kind}-${item.id}`} item={item} origin={origin} locale={locale} />
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>{t('page.empty')}</p>
      )}
      <p className={styles.source}>{t('page.source', { site: `${site} (${origin})` })}</p>
    </div>
  );
}
