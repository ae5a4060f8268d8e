import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOKIE_NOTICE_DATASET, COOKIE_NOTICE_STORAGE_KEY } from '../../../shared/comfort.ts';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { useLocale } from '../../runtime/root-data.ts';
import styles from './CookieNotice.module.css';

/**
 * docs/product.md#screens: a cookie notice with a "Got it" button, remembered in this browser. Every
 * page's markup has it, the same for all visitors (a page is cached whole); it shows only while the
 * comfort script has marked the document as wanting it (`COOKIE_NOTICE_DATASET`), so it is painted
 * with the page instead of appearing after hydration (where it became a late largest paint), as a
 * fixed card that shifts nothing. Without scripts it stays hidden: its button needs them.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [closed, setClosed] = useState(false);

  if (closed) return null;

  const accept = () => {
    try {
      window.localStorage.setItem(COOKIE_NOTICE_STORAGE_KEY, '1');
    } catch {
      // Private mode may refuse storage; the notice then simply closes for this page view.
    }
    delete document.documentElement.dataset[COOKIE_NOTICE_DATASET];
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
