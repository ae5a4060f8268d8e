/**
 * The personal area's navigation (docs/product.md#screens "Profile area"; docs/product.md#visual-language "Personal area"): a sidebar on wide
 * screens and a menu on phones (a disclosure that works without scripts), with the area's entries in
 * the spec's order. DA for Educators shows only with `card_access = 1`; the others see the way to
 * request access to that special project. Logging out lands on the main page in the same language.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { setSignedIn } from '../../data/session.ts';
import { authApi } from '../../data/session-api.ts';
import { useLocale, useRootData } from '../../runtime/root-data.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import { clearFavourites } from '../reading/favourites-store.ts';
import { type Entry, navEntries, type ProfileSection } from './nav-entries.ts';
import styles from './Profile.module.css';

export type { ProfileSection };

function Links({ list, onLogout, leaving }: { list: Entry[]; onLogout: () => void; leaving: boolean }) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  return (
    <ul className={styles.navList}>
      {list.map((entry) => (
        <li key={entry.key}>
          <SiteLink
            className={styles.navLink}
            to={href(entry.route, locale)}
            aria-current={entry.current ? 'page' : undefined}
          >
            <Icon name={entry.icon} size={18} className={styles.navIcon} />
            <span>{t(`nav.${entry.key}`)}</span>
          </SiteLink>
        </li>
      ))}
      <li className={styles.navLogout}>
        <button type="button" className={styles.navLink} onClick={onLogout} disabled={leaving}>
          <Icon name="LogOut" size={18} className={styles.navIcon} />
          <span>{t('nav.logout')}</span>
        </button>
      </li>
    </ul>
  );
}

export function ProfileNav({ current }: { current: ProfileSection | null }) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const navigate = useNavigate();
  const user = useRootData()?.user;
  const [leaving, setLeaving] = useState(false);
  const list = navEntries(current, user?.card_access === 1);
  const here = list.find((entry) => entry.current);

  const logout = async () => {
    setLeaving(true);
    const answer = await authApi.logout();
    setLeaving(false);
    if (!answer.ok) return;
    setSignedIn(false);
    clearFavourites();
    navigate(href('main', locale));
  };

  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <details className={styles.menu} data-testid="profile-menu">
        <summary className={styles.menuSummary}>
          <Icon name="Menu" size={18} />
          <span>{here ? t(`nav.${here.key}`) : t('nav.label')}</span>
          <Icon name="ChevronDown" size={16} className={styles.menuChevron} />
        </summary>
        <Links list={list} onLogout={logout} leaving={leaving} />
      </details>
      <div className={styles.sidebar} data-testid="profile-sidebar">
        <Links list={list} onLogout={logout} leaving={leaving} />
      </div>
    </nav>
  );
}
