import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../ui-state.tsx';
import styles from './Header.module.css';

/** The header's account area: the login trigger for visitors (spec §2, Header). */
export function AccountControl() {
  const { t } = useTranslation();
  const { openModal } = useUi();
  return (
    <button type="button" className={styles.login} aria-haspopup="dialog" onClick={() => openModal('login')}>
      <UserRound aria-hidden="true" size={18} className={styles.loginIcon} />
      <span className={styles.loginLabel}>{t('header.login')}</span>
    </button>
  );
}
