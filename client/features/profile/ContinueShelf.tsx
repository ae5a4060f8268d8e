/**
 * "Continue reading" on the main page: for a signed-in reader, the materials
 * they stopped in, latest first, each reopening at the exact place. Without a session, or with
 * nothing unfinished, there is no shelf; a failed call leaves it out (the page stands without it).
 */
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import type { Locale } from '../../../shared/locales.ts';
import { fallbackLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import type { ShelfAnswer } from '../../../shared/schemas/profile.ts';
import { FallbackMarker } from '../../components/cards/FallbackMarker.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import { ContinueLink } from './ContinueLink.tsx';
import { loadPersonal, localeOf } from './load-personal.ts';
import { percentOf, resumeAddress } from './resume-link.ts';
import styles from './Shelf.module.css';

export async function loadShelf(args: LoaderFunctionArgs): Promise<ShelfAnswer | null> {
  try {
    return await loadPersonal(args, 'profile.continue', { query: { lang: localeOf(args) } });
  } catch {
    // An optional block (docs/rules.md R28): the main page stands without its shelf.
    return null;
  }
}

export function ContinueShelf({ shelf, locale }: { shelf: ShelfAnswer | null; locale: Locale }) {
  const { t } = useTranslation('profile');
  if (!shelf || shelf.items.length === 0) return null;
  return (
    <section className={styles.shelf} aria-labelledby="continue-reading" data-testid="continue-shelf">
      <div className={styles.head}>
        <h2 id="continue-reading" className={styles.title}>
          {t('shelf.title')}
        </h2>
        <SiteLink className={styles.more} to={href('profile-materials', locale)}>
          {t('shelf.more')}
          <Icon name="ArrowRight" size={16} />
        </SiteLink>
      </div>
      <ul className={styles.list}>
        {shelf.items.map((item) => (
          <li key={item.material.id} className={styles.item}>
            <ContinueLink
              className={styles.link}
              to={resumeAddress(item, locale)}
              materialId={item.material.id}
            >
              <span className={styles.itemTitle} lang={fallbackLang(item.material.fallback)}>
                {item.material.title}
                <FallbackMarker fallback={item.material.fallback} inline />
              </span>
              <span className={styles.meta}>
                {t('shelf.chapter', { chapter: (item.resume?.chapter ?? 0) + 1, percent: percentOf(item) })}
              </span>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${Math.max(4, percentOf(item))}%` }} />
              </span>
            </ContinueLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
