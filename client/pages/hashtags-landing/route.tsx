/**
 * The landing for users without hashtag access, /{locale}/hashtags-landing (docs/product.md#screens):
 * a description, three benefit cards and the access section. A departure from the product's text
 * (docs/product.md#screens): its two buttons read as swapped, so a guest gets "Зарегистрироваться"
 * (the registration window), a signed-in user without access "Перейти к заполнению анкеты" (the
 * special-project questionnaire of the profile), and a user with access a link into the tool.
 */
import { useTranslation } from 'react-i18next';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import styles from '../../features/educators/Educators.module.css';
import { QUESTIONNAIRE_HREF } from '../../features/educators/questionnaire.ts';
import { useLocale, useRootData } from '../../runtime/root-data.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { publisher } from '../../runtime/seo/structured-data.ts';
import { useUi } from '../../runtime/ui-state.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import type { IconName } from '../../ui/icons/names.ts';

const BENEFITS: readonly { key: string; icon: IconName }[] = [
  { key: 'find', icon: 'Search' },
  { key: 'lesson', icon: 'GraduationCap' },
  { key: 'editors', icon: 'MessageSquare' },
];

function AccessAction() {
  const { t } = useTranslation('educators');
  const { openModal } = useUi();
  const root = useRootData();
  const locale = useLocale();
  if (!root?.user) {
    return (
      <>
        <p className={styles.sectionLead}>{t('landing.accessGuest')}</p>
        <button
          type="button"
          className="button button--primary"
          aria-haspopup="dialog"
          onClick={() => openModal('register')}
        >
          {t('landing.register')}
        </button>
      </>
    );
  }
  if (root.user.card_access !== 1) {
    return (
      <>
        <p className={styles.sectionLead}>{t('landing.accessUser')}</p>
        <SiteLink className="button button--primary" to={QUESTIONNAIRE_HREF(locale)}>
          {t('landing.questionnaire')}
        </SiteLink>
      </>
    );
  }
  return (
    <>
      <p className={styles.sectionLead}>{t('landing.accessGranted')}</p>
      <SiteLink className="button button--primary" to={href('da-for-educators', locale)}>
        {t('landing.openTool')}
      </SiteLink>
    </>
  );
}

export function Component() {
  const { t } = useTranslation(['educators', 'common']);
  const origin = useRootData()?.publicOrigin ?? '';
  const locale = useLocale();
  return (
    <div className={`page ${styles.page}`}>
      <PageMeta
        title={t('common:pages.hashtagsLanding')}
        description={t('landing.lead')}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: t('common:pages.hashtagsLanding'),
          description: t('landing.lead'),
          url: `${origin}${href('hashtags-landing', locale)}`,
          inLanguage: locale,
          publisher: publisher(origin, t('common:site.name')),
        }}
      />
      <header className={styles.banner}>
        <p className={styles.eyebrow}>{t('tool.eyebrow')}</p>
        <h1 className={styles.title}>{t('landing.title')}</h1>
        <p className={styles.lead}>{t('landing.lead')}</p>
      </header>
      <section aria-labelledby="landing-benefits">
        <h2 id="landing-benefits" className={styles.sectionTitle}>
          {t('landing.benefitsTitle')}
        </h2>
        <ul className={styles.benefits}>
          {BENEFITS.map(({ key, icon }) => (
            <li key={key} className={styles.benefit}>
              <Icon name={icon} size={28} className={styles.benefitIcon} />
              <h3 className={styles.benefitTitle}>{t(`landing.benefits.${key}.title`)}</h3>
              <p>{t(`landing.benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.access} aria-labelledby="landing-access">
        <h2 id="landing-access" className={styles.sectionTitle}>
          {t('landing.accessTitle')}
        </h2>
        <AccessAction />
      </section>
    </div>
  );
}
