/**
 * The header's account area (docs/product.md#screens Header): the login trigger for visitors; for a signed-in user the
 * profile dropdown: the personal area's pages under their own names, a counter where it counts what
 * its page lists (favourites, unread support replies; a small badge style above 99), and logout, which goes to the site root on success (docs/architecture.md#the-call-contract).
 * The favourite counts come from the shared favourites store, so a toggle shows here at once.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { displayName } from '../../../shared/logic/display-name.ts';
import { typedTextLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { callApi } from '../../data/call-api.ts';
import { useShownSession } from '../../data/root-loader.ts';
import { useLogout } from '../../features/auth/use-logout.ts';
import { useUnreadMessages } from '../../features/chat/unread-store.ts';
import { accountMenuEntries, deskMenuEntry } from '../../features/profile/nav-entries.ts';
import { useFavourites } from '../../features/reading/favourites-store.ts';
import { rootFavourites } from '../../features/reading/use-favourite.ts';
import { type UserSummary, useLocale, useRootData } from '../../runtime/root-data.ts';
import { useUi } from '../../runtime/ui-state.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './AccountControl.module.css';
import headerStyles from './Header.module.css';

const BADGE_MAX = 99;

/**
 * The desk's waiting count for an administrator's menu (docs/desk.md), asked when the menu opens:
 * the user call stays the same for every reader, and no reader ever makes a desk call.
 */
function useDeskWaiting(admin: boolean, open: boolean): number | undefined {
  const [waiting, setWaiting] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!admin || !open) return;
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
  }, [admin, open]);
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

function UserMenu({ user }: { user: UserSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const root = useRootData();
  const favourites = useFavourites(rootFavourites(root));
  const unread = useUnreadMessages(user.unread_messages, root?.sessionVersion ?? 0);
  const [open, setOpen] = useState(false);
  const { pending: leaving, logout } = useLogout();
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const name = displayName(user, t('user.fallbackName'));
  const initials = (name.match(/\p{L}/gu) ?? ['?']).slice(0, 1).join('').toUpperCase();

  // docs/product.md#screens: any route change closes menus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!area.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const deskWaiting = useDeskWaiting(user.admin === true, open);
  const entries = [
    ...(user.admin ? [deskMenuEntry(deskWaiting)] : []),
    ...accountMenuEntries({
      favouriteMaterials: favourites.count_materials,
      favouriteCourses: favourites.count_courses,
      unreadMessages: unread,
    }),
  ];

  return (
    <div className={styles.account} ref={area} data-testid="account-menu">
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true" lang={typedTextLang(name, locale)}>
          {initials}
        </span>
        {/* The name is the visible label, so the accessible name contains it (WCAG 2.5.3). */}
        <span className="visually-hidden">{t('header.profileMenu')}: </span>
        {/* Typed by the reader: isolated, so a direction mark in it cannot reorder the menu's label. */}
        <bdi className={styles.name} lang={typedTextLang(name, locale)}>
          {name}
        </bdi>
        <Icon name="ChevronDown" size={16} className={styles.chevron} />
        {unread > 0 ? (
          <>
            <span className={styles.dot} aria-hidden="true" data-testid="unread-badge">
              {unread > BADGE_MAX ? t('header.counterOver') : unread}
            </span>
            <span className="visually-hidden">, {t('chat:unreadLabel', { count: unread })}</span>
          </>
        ) : null}
      </button>
      {open ? (
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
      ) : null}
    </div>
  );
}

export function AccountControl() {
  const { t } = useTranslation();
  const { openModal } = useUi();
  const root = useRootData();
  useShownSession(root);
  const user = root?.user;
  if (user) return <UserMenu user={user} />;
  return (
    <button
      type="button"
      className={headerStyles.login}
      aria-haspopup="dialog"
      onClick={() => openModal('login')}
    >
      <Icon name="UserRound" size={18} className={headerStyles.loginIcon} />
      <span className={headerStyles.loginLabel}>{t('header.login')}</span>
    </button>
  );
}
