/**
 * The header's search (docs/product.md#screens Header). Rendered on the server as a plain GET form to the search
 * page, so it works without scripts. The live combobox (`LiveSearch`, with downshift) is a chunk of
 * its own that loads when the reader first reaches for the search (the field's focus, the narrow
 * screens' button; docs/architecture.md#first-visit), never with the page, and takes the form's place,
 * carrying over what was typed and the focus. On wide screens the field sits in the header; on narrower ones
 * a button opens it as a full-width panel under the header (without scripts that button is a link to
 * the search page).
 */
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { afterCatalogue } from '../../runtime/catalogue.ts';
import { useLocale } from '../../runtime/root-data.ts';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './HeaderSearch.module.css';
import type { LiveSearchProps } from './LiveSearch.tsx';

interface Loaded {
  Live: ComponentType<LiveSearchProps>;
  value: string;
  focused: boolean;
}

export function HeaderSearch() {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const location = useLocation();
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const plainRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const requested = useRef(false);
  const loadLive = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    // With the whole catalogue: the live list draws texts no server render drew (docs/architecture.md#first-visit).
    afterCatalogue(() => import('./LiveSearch.tsx'))().then(
      (module) => {
        const plain = plainRef.current;
        setLoaded({
          Live: module.LiveSearch,
          value: plain?.value ?? '',
          focused: plain !== null && document.activeElement === plain,
        });
      },
      // Without the chunk (a deploy replaced it, the network dropped) the plain form still works,
      // and the next focus tries again.
      () => {
        requested.current = false;
      },
    );
  }, []);

  // A field focused before the page hydrated had its focus event before React listened.
  useEffect(() => {
    if (plainRef.current && document.activeElement === plainRef.current) loadLive();
  }, [loadLive]);

  // docs/product.md#screens: any route change closes the search.
  const routeKey = location.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route key is the trigger, not a value used
  useEffect(() => setPanelOpen(false), [routeKey]);

  return (
    <div className={styles.search}>
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={panelOpen}
          aria-controls="header-search"
          aria-label={panelOpen ? t('live.close') : t('live.open')}
          onClick={() => {
            loadLive();
            setPanelOpen((open) => !open);
          }}
          data-testid="search-toggle"
        >
          <Icon name={panelOpen ? 'X' : 'Search'} size={20} />
        </button>
      ) : (
        <SiteLink to={href('page-search', locale)} className={styles.toggle} aria-label={t('live.label')}>
          <Icon name="Search" size={20} />
        </SiteLink>
      )}
      <div id="header-search" className={styles.panel} data-open={panelOpen ? '' : undefined}>
        {loaded ? (
          <loaded.Live
            locale={locale}
            initialValue={loaded.value}
            autoFocus={loaded.focused || panelOpen}
            onLeave={() => setPanelOpen(false)}
            onEscape={
              panelOpen
                ? () => {
                    setPanelOpen(false);
                    toggleRef.current?.focus();
                  }
                : undefined
            }
          />
        ) : (
          <search>
            <form className={styles.form} method="get" action={href('page-search', locale)}>
              <label className="visually-hidden" htmlFor="header-search-plain">
                {t('live.label')}
              </label>
              <span className={styles.field}>
                <input
                  ref={plainRef}
                  id="header-search-plain"
                  dir="auto"
                  className={styles.input}
                  type="search"
                  name="search"
                  placeholder={t('live.placeholder')}
                  maxLength={200}
                  autoComplete="off"
                  onFocus={loadLive}
                />
                {/* Before the live search loads, the magnifier (after the field, in tab order) sends the form (WCAG H32). */}
                <button type="submit" className={styles.submit} aria-label={t('page.submit')}>
                  <Icon name="Search" size={18} />
                </button>
              </span>
            </form>
          </search>
        )}
      </div>
    </div>
  );
}
