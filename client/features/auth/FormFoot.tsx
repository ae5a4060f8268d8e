/**
 * The end the login and registration forms share: the form-level error, the submit button, the two
 * social links with the consent line (pressing one is consent, docs/product.md#screens), and the switch to the other form.
 */
import { useTranslation } from 'react-i18next';
import styles from './Auth.module.css';
import { SocialLinks } from './SocialLinks.tsx';

export function FormFoot(props: {
  error: string | undefined;
  pending: boolean;
  submit: string;
  submitting: string;
  question: string;
  switchLabel: string;
  onSwitch: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      {props.error ? (
        <p className={styles.alert} role="alert">
          {props.error}
        </p>
      ) : null}
      <button type="submit" className={`button button--primary ${styles.submit}`} disabled={props.pending}>
        {props.pending ? props.submitting : props.submit}
      </button>
      <SocialLinks />
      <p className={styles.consent}>{t('login.consent')}</p>
      <p className={styles.switch}>
        {props.question}
        <button type="button" className={styles.textButton} onClick={props.onSwitch}>
          {props.switchLabel}
        </button>
      </p>
    </>
  );
}
