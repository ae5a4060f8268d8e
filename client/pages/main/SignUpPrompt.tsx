/**
 * The invitation to a personal account (docs/product.md#screens Main page). Hidden for a signed-in visitor; its
 * button says "Sign up", so it opens the registration window, not the login one.
 */
import { useTranslation } from 'react-i18next';
import { Cached } from '../../runtime/fragments/Cached.ts';
import { useLocale, useRootData } from '../../runtime/root-data.ts';
import { useUi } from '../../runtime/ui-state.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './SignUpPrompt.module.css';

const BENEFITS = ['favourites', 'progress', 'recommendations'] as const;

export function SignUpPrompt() {
  const { t } = useTranslation('content');
  const { openModal } = useUi();
  const locale = useLocale();
  if (useRootData()?.signedIn) return null;
  return (
    <Cached
      as="section"
      name="main.sign-up"
      deps={[locale]}
      className={styles.prompt}
      aria-labelledby="main-signup"
      data-testid="signup-prompt"
    >
      {() => (
        <>
          <div className={styles.text}>
            <h2 id="main-signup" className={styles.title}>
              {t('main.signUpTitle')}
            </h2>
            <p className={styles.lead}>{t('main.signUpText')}</p>
          </div>
          <ul className={styles.benefits}>
            {BENEFITS.map((key) => (
              <li key={key}>
                <Icon name="Check" size={18} />
                {t(`main.signUpBenefits.${key}`)}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={`button button--primary ${styles.button}`}
            aria-haspopup="dialog"
            onClick={() => openModal('register')}
          >
            {t('main.signUpButton')}
          </button>
        </>
      )}
    </Cached>
  );
}
