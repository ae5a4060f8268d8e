/**
 * "Registration completed" (docs/product.md#screens): where the confirmation mail's link leads. The link's `email-pin`
 * opens the registration-success window over this page, which confirms the e-mail (docs/product.md#states). The page
 * claims success only once that window has confirmed it: while the pin is being checked it
 * says so, and opened without a confirmed link it says how registration is completed instead.
 */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthPage, authPageStyles as styles } from '../../features/auth/AuthPage.tsx';
import { useRootData } from '../../runtime/root-data.ts';
import { useUi } from '../../runtime/ui-state.tsx';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { Icon } from '../../ui/icons/Icon.tsx';

export function Component() {
  const { t } = useTranslation(['auth', 'profile']);
  const { openModal } = useUi();
  const location = useLocation();
  const signedIn = useRootData()?.signedIn ?? false;
  // History state is the browser's alone: read after hydration, so server and browser agree first.
  const hydrated = useHydrated();
  const confirmed =
    hydrated && (location.state as { emailConfirmed?: boolean } | null)?.emailConfirmed === true;
  const pending = new URLSearchParams(location.search).has('email-pin');
  if (!confirmed) {
    return (
      <AuthPage
        title={pending ? t('registered.confirming') : t('profile:registration.title')}
        icon={<Icon name="MailCheck" size={30} />}
      >
        <p className={styles.text} data-testid="registration-state">
          {pending ? t('registered.confirming') : t('profile:registration.text')}
        </p>
        {signedIn || pending ? null : (
          <div className={styles.actions}>
            <button type="button" className="button button--primary" onClick={() => openModal('register')}>
              {t('profile:registration.register')}
            </button>
            <button type="button" className="button" onClick={() => openModal('login')}>
              {t('registered.login')}
            </button>
          </div>
        )}
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('registered.title')} icon={<Icon name="PartyPopper" size={30} />}>
      <p className={styles.text} data-testid="registration-state">
        {t('registered.text')}
      </p>
      {signedIn ? null : (
        <div className={styles.actions}>
          <button type="button" className="button button--primary" onClick={() => openModal('login')}>
            {t('registered.login')}
          </button>
        </div>
      )}
    </AuthPage>
  );
}
