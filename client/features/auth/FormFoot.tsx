/**
 * The end the login and registration forms share: the form-level error, the submit button, the two
 * social links with the consent line (pressing one is consent, docs/product.md#screens), and the switch to the other form.
 */
import { useTranslation } from 'react-i18next';
import styles from './Auth.module.css';
import { FormNote, SubmitButton } from './FormNote.tsx';
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
      <FormNote tone="alert" text={props.error} />
      <SubmitButton pending={props.pending} label={props.submit} pendingLabel={props.submitting} />
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
