/**
 * Test-admin mode (docs/product.md#roles, docs/architecture.md#sessions-and-accounts): a draft is shown only to the admin whose mode the API
 * accepted, and says so, so a preview is never mistaken for the published page.
 */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './DraftNotice.module.css';

export function DraftNotice({ draft }: { draft: boolean | undefined }) {
  const { t } = useTranslation('drafts');
  if (!draft) return null;
  return (
    <p className={styles.notice} role="note" data-testid="draft-notice">
      <Icon name="EyeOff" size={16} />
      <span>
        <strong>{t('notice.title')}</strong> {t('notice.text')}
      </span>
    </p>
  );
}
