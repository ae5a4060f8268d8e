import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { useLocale } from '../../runtime/root-data.ts';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import styles from './CookieNotice.module.css';

const STORAGE_KEY = 'cookie-notice-accepted';

function readAccepted(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * docs/product.md#screens: a cookie notice with a "Got it" button, remembered in this browser. It appears only after
 * hydration, as a fixed card that shifts nothing, so every page's HTML stays the same for all visitors
 * (and can be cached whole).
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const locale = useLocale();
  // After hydration, with the texts only the browser draws (`useHydrated`).
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);

  if (!hydrated || closed || readAccepted()) return null;

  const accept = () => {
    try {
      window.localStorage.setItem(STORAGE_KEY, '1');
    } catch {
      // Private mode may refuse storage; the notice then simply closes for this page view.
    }
    setClosed(true);
  };

  return (
    <section className={styles.notice} aria-label={t('cookies.accept')} data-testid="cookie-notice">
      <p>
        {t('cookies.text')} <SiteLink to={href('politics', locale)}>{t('cookies.policy')}</SiteLink>
      </p>
      <button type="button" className="button button--primary" onClick={accept}>
        {t('cookies.accept')}
      </button>
    </section>
  );
}
