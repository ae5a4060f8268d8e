/**
 * The two social sign-in links (docs/product.md#screens): full-page links to `/google_auth` and `/fb_auth`, which
 * bring the visitor back to this page (or to `back`). Only the providers the site has configured are
 * offered (README "Accounts"; `useSocialProviders`), and with none the block is left out. Consent is
 * implied by pressing them, as the text says.
 */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SOCIAL_START_PATHS } from '../../../shared/contract/session-wire.ts';
import { useSocialProviders } from '../profile/providers.ts';
import styles from './Auth.module.css';

export function socialHref(provider: 'google' | 'facebook', back: string): string {
  return `${SOCIAL_START_PATHS[provider]}?${new URLSearchParams({ back })}`;
}

export function SocialLinks({ back }: { back?: string }) {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  const providers = useSocialProviders();
  const target = back ?? pathname;
  if (!providers || (!providers.google && !providers.facebook)) return null;
  return (
    <>
      <p className={styles.divider}>{t('login.social')}</p>
      <div className={styles.social}>
        {providers.google ? (
          <a className={styles.socialLink} href={socialHref('google', target)} data-testid="social-google">
            <span className={`${styles.mark} ${styles.google}`} aria-hidden="true">
              G
            </span>
            {t('login.google')}
          </a>
        ) : null}
        {providers.facebook ? (
          <a
            className={styles.socialLink}
            href={socialHref('facebook', target)}
            data-testid="social-facebook"
          >
            <span className={`${styles.mark} ${styles.facebook}`} aria-hidden="true">
              f
            </span>
            {t('login.facebook')}
          </a>
        ) : null}
      </div>
    </>
  );
}
