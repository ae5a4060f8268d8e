/** "Support the project" at the end of the about page: the target of the menu's donate entry. */
import { useTranslation } from 'react-i18next';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { useLocale } from '../../runtime/root-data.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './StaticPage.module.css';

const WAYS = ['share', 'stories', 'teach'] as const;

export function SupportSection() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  return (
    <section id="support" className={styles.support} aria-labelledby="support-title">
      <Icon name="HandHeart" size={36} strokeWidth={1.5} className={styles.supportIcon} />
      <h2 id="support-title" className={styles.supportTitle}>
        {t('staticPages.support.title')}
      </h2>
      <p className={styles.supportLead}>{t('staticPages.support.lead')}</p>
      <ol className={styles.ways}>
        {WAYS.map((way) => (
          <li key={way}>
            <h3>{t(`staticPages.support.ways.${way}.title`)}</h3>
            <p>{t(`staticPages.support.ways.${way}.text`)}</p>
          </li>
        ))}
      </ol>
      <p className={styles.supportAction}>
        <SiteLink className="button button--primary" to={href('profile-help', locale)}>
          {t('staticPages.support.write')}
        </SiteLink>
        <span>{t('staticPages.support.writeNote')}</span>
      </p>
    </section>
  );
}
