/**
 * The signed-in reader's profile dropdown (docs/product.md#screens Header), drawn when the header's
 * account menu opens: the personal area's pages under their own names, a counter where it counts
 * what its page lists (favourites, unread support replies; a small badge style above 99), and logout,
 * which goes to the site root on success (docs/architecture.md#the-call-contract). A chunk of its own,
 * asked for when the reader first reaches for the menu (docs/architecture.md#first-visit): the server
 * never draws it (the menu opens with scripts only). The favourite counts come from the shared
 * favourites store, so a toggle shows here at once.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { callApi } from '../../data/call-api.ts';
import { useLogout } from '../../features/auth/use-logout.ts';
import { accountMenuEntries, deskMenuEntry } from '../../features/profile/nav-entries.ts';
import { useFavourites } from '../../features/reading/favourites-store.ts';
import { rootFavourites } from '../../features/reading/use-favourite.ts';
import { type UserSummary, useLocale, useRootData } from '../../runtime/root-data.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './AccountControl.module.css';
import { BADGE_MAX } from './badge.ts';

/**
 * The desk's waiting count for an administrator's menu (docs/desk.md), asked when the menu opens:
 * the user call stays the same for every reader, and no reader ever makes a desk call.
 */
function useDeskWaiting(admin: boolean): number | undefined {
  const [waiting, setWaiting] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!admin) return;
    let stale = false;
    // The desk's calls come with the desk's own module: loaded for an administrator only.
    void import('../../features/desk/desk-calls.ts')
      .then(() => callApi('desk.summary'))
      .then((answer) => {
        if (stale || !answer.ok) return;
        const { chats, access, comments } = answer.data.counts;
        setWaiting(chats + access + comments);
      });
    return () => {
      stale = true;
    };
  }, [admin]);
  return waiting;
}

function Badge({ count, alert }: { count: number; alert?: boolean }) {
  const { t } = useTranslation();
  const over = count > BADGE_MAX;
  const classes = [styles.badge, alert && count > 0 ? styles.badgeAlert : '', over ? styles.badgeOver : ''];
  return (
    <span className={classes.filter(Boolean).join(' ')} data-testid="counter">
      {over ? t('header.counterOver') : count}
    </span>
  );
}

/** Mounted while the menu is open, so an administrator's desk count is asked each time it opens. */
export function AccountPanel({
  user,
  name,
  unread,
  panelId,
}: {
  user: UserSummary;
  name: string;
  unread: number;
  panelId: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const root = useRootData();
  const favourites = useFavourites(rootFavourites(root));
  const { pending: leaving, logout } = useLogout();
  const deskWaiting = useDeskWaiting(user.admin === true);
  const entries = [
    ...(user.admin ? [deskMenuEntry(deskWaiting)] : []),
    ...accountMenuEntries({
      favouriteMaterials: favourites.count_materials,
      favouriteCourses: favourites.count_courses,
      unreadMessages: unread,
    }),
  ];
  return (
    <div className={styles.panel} id={panelId}>
      <p className={styles.who}>
        <span className={styles.whoLabel}>{t('auth:account.greeting')}</span>
        <bdi className={styles.whoName}>{name}</bdi>
      </p>
      <ul className={styles.list}>
        {entries.map(({ key, route, icon, count, alert }) => (
          <li key={key}>
            <SiteLink className={styles.item} to={href(route, locale)}>
              <Icon name={icon} size={18} className={styles.itemIcon} />
              <span className={styles.itemLabel}>{t(`profile:nav.${key}`)}</span>
              {count === undefined ? null : <Badge count={count} alert={alert} />}
            </SiteLink>
          </li>
        ))}
      </ul>
      <div className={styles.logout}>
        <button type="button" className={styles.item} onClick={logout} disabled={leaving}>
          <Icon name="LogOut" size={18} className={styles.itemIcon} />
          <span className={styles.itemLabel}>{t('header.logout')}</span>
        </button>
      </div>
    </div>
  );
}
