/**
 * What a guest sees instead of the comment form (spec §2): an invitation to register, a button that
 * opens the login modal and the two social sign-in links, which are full page loads (not router links).
 */
import { useTranslation } from 'react-i18next';
import { useUi } from '../../../app/ui-state.tsx';
import styles from './Comments.module.css';

export function GuestPrompt() {
  const { t } = useTranslation('content');
  const { openModal } = useUi();
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
        <a className="button" href="/google_auth">
          {t('comments.withGoogle')}
        </a>
        <a className="button" href="/fb_auth">
          {t('comments.withFacebook')}
        </a>
      </div>
    </div>
  );
}
