/** "Check your email" (docs/product.md#screens): where registration and the reset request lead. */
import { useTranslation } from 'react-i18next';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { AuthPage, authPageStyles as styles } from '../../features/auth/AuthPage.tsx';
import { useLocale } from '../../runtime/root-data.ts';
import { Icon } from '../../ui/icons/Icon.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  return (
    <AuthPage title={t('checkEmail.title')} icon={<Icon name="MailCheck" size={30} />}>
      <p className={styles.text}>{t('checkEmail.text')}</p>
      <p className={styles.muted}>{t('checkEmail.spam')}</p>
      <div className={styles.actions}>
        <SiteLink className="button" to={href('main', locale)}>
          {t('checkEmail.home')}
        </SiteLink>
      </div>
    </AuthPage>
  );
}
