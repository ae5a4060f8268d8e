/**
 * What a guest sees instead of the comment form (docs/product.md#screens): an invitation to register, a button that
 * opens the login modal and the social sign-in links, which are full page loads (not router links)
 * that come back to this page's comments. Only configured providers are offered (README "Accounts").
 */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUi } from '../../../runtime/ui-state.tsx';
import { socialHref } from '../../auth/SocialLinks.tsx';
import { useSocialProviders } from '../../profile/providers.ts';
import styles from './Comments.module.css';

export function GuestPrompt() {
  const { t } = useTranslation('content');
  const { openModal } = useUi();
  // R16: the way back is a bare path (the web tier refuses a query in it).
  const back = useLocation().pathname;
  const providers = useSocialProviders();
  return (
    <div className={styles.guest} data-testid="comments-guest">
      <p className={styles.guestText}>{t('comments.guestPrompt')}</p>
      <div className={styles.guestActions}>
        <button
          type="button"
          className="button button--primary"
          aria-haspopup="dialog"
          onClick={() => openModal('login')}
        >
          {t('comments.guestButton')}
        </button>
        {providers?.google ? (
          <a className="button" href={socialHref('google', back)} data-testid="guest-google">
            {t('comments.withGoogle')}
          </a>
        ) : null}
        {providers?.facebook ? (
          <a className="button" href={socialHref('facebook', back)} data-testid="guest-facebook">
            {t('comments.withFacebook')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
