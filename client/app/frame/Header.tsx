import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { sectionMenu } from '../../../shared/menu.ts';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { HeaderSearch } from '../../features/search/HeaderSearch.tsx';
import { useLocale } from '../../runtime/root-data.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import { AccountControl } from './AccountControl.tsx';
import styles from './Header.module.css';
import { Island, island } from './island.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { LogoMark } from './Logo.tsx';

/** The burger's menu: in the page's markup, its code loaded when the reader first reaches for it. */
const drawer = island(() => import('./MenuDrawer.tsx').then((module) => module.MenuDrawer));

/** The sections shown inline on wide screens; the burger menu always has everything. */
const inlineSections = sectionMenu.filter((item) =>
  ['materials', 'courses', 'books', 'map'].includes(item.route),
);

export function Header() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDetailsElement>(null);

  // docs/product.md#screens: any route change closes search and menus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger, not a value used
  useEffect(() => setMenuOpen(false), [location.key]);

  // A burger opened before the page hydrated (its toggle came before React listened) stays open,
  // and its drawer's code comes now (after the effect above, which would close it).
  useEffect(() => {
    if (!menuRef.current?.open) return;
    setMenuOpen(true);
    drawer.wake();
  }, []);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <SiteLink to={href('main', locale)} className={styles.brand}>
          <LogoMark />
          <span className={styles.brandName}>{t('site.name')}</span>
        </SiteLink>
        <nav aria-label={t('a11y.mainNav')} className={styles.primary}>
          <ul>
            {inlineSections.map((item) => {
              const to = href(item.route, locale);
              // NavLink's rule, without its per-link path resolution: this section or a page inside it.
              const active = location.pathname === to || location.pathname.startsWith(`${to}/`);
              return (
                <li key={item.route}>
                  <SiteLink
                    to={to}
                    className={active ? styles.active : ''}
                    aria-current={active ? 'page' : undefined}
                  >
                    {t(item.labelKey)}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.actions}>
          <HeaderSearch />
          <LanguageSwitch />
          <AccountControl />
          {/*
           * The burger is a disclosure (details/summary), so it opens on a phone before the scripts
           * arrive and without them (docs/architecture.md#rendering); after hydration its state is React's, which closes it
           * on a route change (the drawer closes it on Escape). Its icon and name follow `open` in CSS alone.
           * Pointing at it, touching or focusing it asks for the drawer's code (docs/architecture.md#first-visit).
           */}
          <details
            ref={menuRef}
            className={styles.menu}
            open={menuOpen}
            onToggle={(event) => {
              drawer.wake();
              setMenuOpen(event.currentTarget.open);
            }}
            onPointerEnter={drawer.wake}
            onTouchStart={drawer.wake}
            onFocus={drawer.wake}
            data-testid="site-menu-toggle"
          >
            <summary className={styles.iconButton}>
              <Icon name="Menu" size={22} className={styles.whenClosed} />
              <Icon name="X" size={22} className={styles.whenOpen} />
              <span className={`visually-hidden ${styles.whenClosed}`}>{t('a11y.openMenu')}</span>
              <span className={`visually-hidden ${styles.whenOpen}`}>{t('a11y.closeMenu')}</span>
            </summary>
            <Island part={drawer} id="site-menu" />
          </details>
        </div>
      </div>
    </header>
  );
}
