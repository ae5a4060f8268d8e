/**
 * The header's account area (docs/product.md#screens Header): the login trigger for visitors; for a
 * signed-in user the trigger of the profile dropdown, with the unread support replies' dot. The
 * dropdown itself (`AccountPanel.tsx`) is a chunk of its own, asked for when the reader first points
 * at, touches or focuses the trigger (docs/architecture.md#first-visit): it is drawn only when open.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { displayName } from '../../../shared/logic/display-name.ts';
import { typedTextLang } from '../../../shared/logic/text-lang.ts';
import { useShownSession } from '../../data/root-loader.ts';
import { useUnreadMessages } from '../../features/chat/unread-store.ts';
import { type UserSummary, useLocale, useRootData } from '../../runtime/root-data.ts';
import { useUi } from '../../runtime/ui-state.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './AccountControl.module.css';
import { BADGE_MAX } from './badge.ts';
import headerStyles from './Header.module.css';

const loadPanel = () => import('./AccountPanel.tsx');
const AccountPanel = lazy(() => loadPanel().then((module) => ({ default: module.AccountPanel })));
/** Asked for ahead of the click, when the reader reaches for the trigger. */
const preloadPanel = () => void loadPanel().catch(() => undefined);

function UserMenu({ user }: { user: UserSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const root = useRootData();
  const unread = useUnreadMessages(user.unread_messages, root?.sessionVersion ?? 0);
  const [open, setOpen] = useState(false);
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

  return (
    <div className={styles.account} ref={area} data-testid="account-menu">
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={preloadPanel}
        onTouchStart={preloadPanel}
        onFocus={preloadPanel}
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
        <Suspense fallback={null}>
          <AccountPanel user={user} name={name} unread={unread} panelId={panelId} />
        </Suspense>
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
