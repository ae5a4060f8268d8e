/** "Check your email" (spec §2): where registration and the reset request lead. */
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../shared/routes/href.ts';
import { useLocale } from '../../app/root-data.ts';
import { AuthPage, authPageStyles as styles } from '../../features/auth/AuthPage.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  return (
    <AuthPage title={t('checkEmail.title')} icon={<MailCheck size={30} />}>
      <p className={styles.text}>{t('checkEmail.text')}</p>
      <p className={styles.muted}>{t('checkEmail.spam')}</p>
      <div className={styles.actions}>
        <Link className="button" to={href('main', locale)}>
          {t('checkEmail.home')}
        </Link>
      </div>
    </AuthPage>
  );
}
