/**
 * The two social sign-in links (spec §2): full-page links to `/google_auth` and `/fb_auth`, which
 * bring the visitor back to this page. Consent is implied by pressing them, as the text says.
 */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SOCIAL_START_PATHS } from '../../../shared/contract/session-wire.ts';
import styles from './Auth.module.css';

export function SocialLinks() {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  const back = new URLSearchParams({ back: pathname }).toString();
  return (
    <>
      <p className={styles.divider}>{t('login.social')}</p>
      <div className={styles.social}>
        <a
          className={styles.socialLink}
          href={`${SOCIAL_START_PATHS.google}?${back}`}
          data-testid="social-google"
        >
          <span className={`${styles.mark} ${styles.google}`} aria-hidden="true">
            G
          </span>
          {t('login.google')}
        </a>
        <a
          className={styles.socialLink}
          href={`${SOCIAL_START_PATHS.facebook}?${back}`}
          data-testid="social-facebook"
        >
          <span className={`${styles.mark} ${styles.facebook}`} aria-hidden="true">
            f
          </span>
          {t('login.facebook')}
        </a>
      </div>
    </>
  );
}
