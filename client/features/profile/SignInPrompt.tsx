/**
 * What every profile page shows without a session (docs/architecture.md#sessions-and-accounts): why to sign in, the login form with
 * the social links, and no user data. Signing in here reloads the page's data for the new session.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { setSignedIn } from '../../data/session.ts';
import { useUi } from '../../runtime/ui-state.tsx';
import { LoginForm } from '../auth/LoginForm.tsx';
import styles from './Profile.module.css';

export function SignInPrompt() {
  const { t } = useTranslation('profile');
  const { openModal } = useUi();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  return (
    <section className={styles.prompt} aria-labelledby="profile-sign-in" data-testid="profile-sign-in">
      <h2 id="profile-sign-in" className={styles.promptTitle}>
        {t('signIn.title')}
      </h2>
      <p className={styles.promptText}>{t('signIn.text')}</p>
      <LoginForm
        onSignedIn={() => {
          setSignedIn(true);
          void revalidator.revalidate();
        }}
        // The change-password window opens from `?pin` (docs/product.md#screens).
        onPasswordChangeRequired={(pin) => navigate({ search: `?${new URLSearchParams({ pin })}` })}
        onForgot={() => openModal('forgot-password')}
        onRegister={() => openModal('register')}
      />
    </section>
  );
}
