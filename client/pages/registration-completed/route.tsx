/**
 * "Registration completed" (spec §2): where the confirmation mail's link leads. The link's `email-pin`
 * opens the registration-success window over this page, which confirms the e-mail (spec §4).
 */
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../app/root-data.ts';
import { useUi } from '../../app/ui-state.tsx';
import { AuthPage, authPageStyles as styles } from '../../features/auth/AuthPage.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  const { openModal } = useUi();
  const signedIn = useRootData()?.signedIn ?? false;
  return (
    <AuthPage title={t('registered.title')} icon={<Icon name="PartyPopper" size={30} />}>
      <p className={styles.text}>{t('registered.text')}</p>
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
