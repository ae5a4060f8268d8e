/**
 * The reset request (docs/product.md#states, docs/product.md#error-messages): one e-mail field. The answer does not say whether the account
 * exists; it says "a letter was already sent" only to the browser that asked a moment ago (R12).
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmail } from '../../../shared/logic/password.ts';
import { authApi } from '../../data/session-api.ts';
import { useLocale } from '../../runtime/root-data.ts';
import styles from './Auth.module.css';
import { Field } from './Field.tsx';
import { failureMessage } from './messages.ts';
import { useFormState } from './use-form.ts';

export interface ForgotFormProps {
  onSent: () => void;
  onLogin: () => void;
}

export function ForgotForm({ onSent, onLogin }: ForgotFormProps) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [alreadySent, setAlreadySent] = useState(false);
  const form = useFormState();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlreadySent(false);
    const emailError = isEmail(email) ? undefined : t('messages.invalidEmail');
    form.setErrors({ email: emailError });
    if (emailError) return;
    void form.run(async () => {
      const answer = await authApi.forgotPassword({ email: email.trim(), lang: locale });
      if (!answer.ok) {
        const { text, field } = failureMessage(t, answer);
        form.setErrors({ [field]: text });
        return;
      }
      if (answer.data.already_sent) setAlreadySent(true);
      else onSent();
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="forgot-form">
      <p className={styles.lead}>{t('forgot.text')}</p>
      <Field
        label={t('login.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={form.errors.email}
      />
      {alreadySent ? (
        <p className={styles.success} role="status">
          {t('forgot.alreadySent')}
        </p>
      ) : null}
      {form.errors.form ? (
        <p className={styles.alert} role="alert">
          {form.errors.form}
        </p>
      ) : null}
      <button type="submit" className={`button button--primary ${styles.submit}`} disabled={form.pending}>
        {form.pending ? t('forgot.sending') : t('forgot.submit')}
      </button>
      <p className={styles.switch}>
        <button type="button" className={styles.textButton} onClick={onLogin}>
          {t('forgot.back')}
        </button>
      </p>
    </form>
  );
}
