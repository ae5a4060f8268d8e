import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aboutMenu, donateMenuItem, projectMenu, sectionMenu, visibleIn } from '../../../shared/menu.ts';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { Cached } from '../../runtime/fragments/Cached.ts';
import { useLocale } from '../../runtime/root-data.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './MenuDrawer.module.css';
import { useRussianOnlyPage } from './russian-only.ts';

const ThemeSwitch = lazy(() => import('./ThemeSwitch.tsx').then((m) => ({ default: m.ThemeSwitch })));

/**
 * The full site menu of docs/product.md#screens behind the burger: sections, special projects, about
 * us. The header's `details` shows and hides it, with or without scripts; its code is an island of
 * its own (`island.tsx`, loaded when the reader first reaches for the burger), so it follows that
 * element itself rather than the header's state: a menu opened before it hydrated is open here too.
 */
export function MenuDrawer({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const panelRef = useRef<HTMLDivElement>(null);
  const onlyHere = useRussianOnlyPage();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const details = panelRef.current?.closest('details');
    if (!details) return;
    const follow = () => setOpen(details.open);
    follow();
    details.addEventListener('toggle', follow);
    return () => details.removeEventListener('toggle', follow);
  }, []);

  useEffect(() => {
    if (!open) return;
    setOpened(true);
    const details = panelRef.current?.closest('details');
    panelRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details) return;
      // The header follows the element's toggle; the focus goes back to the burger.
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    // Shown by its `details` parent when open (the header's burger), with or without scripts.
    <div id={id} ref={panelRef} className={styles.drawer}>
      {onlyHere ? (
        // Said in the other language: it is for the reader who would switch to it.
        <p className={styles.onlyHere} lang={locale === 'ru' ? 'en' : 'ru'} data-testid="language-only-here">
          <Icon name="Languages" size={16} />
          {t('language.onlyThisLanguage')}
        </p>
      ) : null}
      <Cached as="div" name="frame.menu" deps={[locale, id]} className={styles.inner}>
        {() => (
          <>
            <section aria-labelledby={`${id}-sections`}>
              <h2 id={`${id}-sections`} className={styles.heading}>
                {t('menu.sectionSite')}
              </h2>
              <ul className={styles.list}>
                <li>
                  <SiteLink to={href('main', locale)}>{t('menu.main')}</SiteLink>
                </li>
                {visibleIn(sectionMenu, locale).map((item) => (
                  <li key={item.route}>
                    <SiteLink to={href(item.route, locale)}>{t(item.labelKey)}</SiteLink>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby={`${id}-projects`}>
              <h2 id={`${id}-projects`} className={styles.heading}>
                {t('menu.sectionProjects')}
              </h2>
              <ul className={styles.list}>
                {projectMenu.map((item) => (
                  <li key={item.id}>
                    <a href={item.href} target="_blank" rel="noopener noreferrer">
                      {t(item.labelKey, item.labelParams ?? {})}
                      <Icon name="ExternalLink" size={14} className={styles.externalIcon} />
                      <span className="visually-hidden"> {t('a11y.externalLink')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby={`${id}-about`}>
              <h2 id={`${id}-about`} className={styles.heading}>
                {t('menu.sectionAbout')}
              </h2>
              <ul className={styles.list}>
                {aboutMenu.map((item) => (
                  <li key={item.route}>
                    <SiteLink to={href(item.route, locale)}>{t(item.labelKey)}</SiteLink>
                  </li>
                ))}
              </ul>
              <SiteLink
                className={styles.donate}
                to={`${href(donateMenuItem.route, locale)}${donateMenuItem.hash ? `#${donateMenuItem.hash}` : ''}`}
              >
                {t(donateMenuItem.labelKey)}
              </SiteLink>
            </section>
          </>
        )}
      </Cached>
      {/* Loaded when the menu first opens: it needs scripts anyway, and no page's first download carries it. */}
      {opened ? (
        <Suspense fallback={null}>
          <ThemeSwitch />
        </Suspense>
      ) : null}
    </div>
  );
}
