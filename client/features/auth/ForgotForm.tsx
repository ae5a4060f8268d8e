/**
 * The reset request (docs/product.md#states, docs/product.md#error-messages): one e-mail field. The answer does not say whether the account
 * exists; it says "a letter was already sent" only to the browser that asked a moment ago (R12).
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmail } from '../../../shared/logic/password.ts';
import { callApi } from '../../data/call-api.ts';
import { useSubmit } from '../../data/use-submit.ts';
import { useLocale } from '../../runtime/root-data.ts';
import styles from './Auth.module.css';
import { EmailField } from './Field.tsx';
import { FormNote, SubmitButton } from './FormNote.tsx';
import { type FormField, showFailure } from './messages.ts';

export interface ForgotFormProps {
  onSent: () => void;
  onLogin: () => void;
}

export function ForgotForm({ onSent, onLogin }: ForgotFormProps) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [alreadySent, setAlreadySent] = useState(false);
  const form = useSubmit<FormField>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlreadySent(false);
    const emailError = isEmail(email) ? undefined : t('messages.invalidEmail');
    form.setErrors({ email: emailError });
    if (emailError) return;
    const answer = await form.send(() =>
      callApi('session.forgotPassword', { body: { email: email.trim(), lang: locale } }),
    );
    if (!answer) return;
    if (!answer.ok) showFailure(t, form, answer);
    else if (answer.data.already_sent) setAlreadySent(true);
    else onSent();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="forgot-form">
      <p className={styles.lead}>{t('forgot.text')}</p>
      <EmailField
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={form.errors.email}
      />
      <FormNote tone="success" text={alreadySent && t('forgot.alreadySent')} />
      <FormNote tone="alert" text={form.errors.form} />
      <SubmitButton pending={form.pending} label={t('forgot.submit')} pendingLabel={t('forgot.sending')} />
      <p className={styles.switch}>
        <button type="button" className={styles.textButton} onClick={onLogin}>
          {t('forgot.back')}
        </button>
      </p>
    </form>
  );
}
