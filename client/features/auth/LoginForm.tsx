/**
 * The login window's content (docs/product.md#screens, docs/product.md#validation, docs/product.md#error-messages): e-mail and password with the spec's messages, the way
 * to the reset request and to registration, the two social links, and the consent the buttons imply.
 * A user told to change the password first goes on to the change-password window with the pin the
 * login answered (docs/product.md#states).
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmail } from '../../../shared/logic/password.ts';
import { authApi } from '../../data/session-api.ts';
import { useLocale } from '../../runtime/root-data.ts';
import styles from './Auth.module.css';
import { Field } from './Field.tsx';
import { FormFoot } from './FormFoot.tsx';
import { failureMessage } from './messages.ts';
import { useFormState } from './use-form.ts';

export interface LoginFormProps {
  /** A message to show above the form (a social sign-in that came back with an error). */
  notice?: string | null;
  onSignedIn: () => void;
  onPasswordChangeRequired: (pin: string) => void;
  onForgot: () => void;
  onRegister: () => void;
}

export function LoginForm({
  notice,
  onSignedIn,
  onPasswordChangeRequired,
  onForgot,
  onRegister,
}: LoginFormProps) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useFormState();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      email: isEmail(email) ? undefined : t('messages.invalidEmail'),
      password: password ? undefined : t('messages.enterPassword'),
    };
    form.setErrors(errors);
    if (errors.email || errors.password) return;
    void form.run(async () => {
      const answer = await authApi.login({ email: email.trim(), password, lang: locale });
      if (!answer.ok) {
        const { text, field } = failureMessage(t, answer);
        form.setErrors({ [field]: text });
        return;
      }
      if (answer.data.password_change_required && answer.data.pin) {
        onPasswordChangeRequired(answer.data.pin);
        return;
      }
      onSignedIn();
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="login-form">
      {notice ? (
        <p className={styles.alert} role="alert">
          {notice}
        </p>
      ) : null}
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
      <Field
        label={t('login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={form.errors.password}
      />
      <div className={styles.between}>
        <button type="button" className={styles.textButton} onClick={onForgot}>
          {t('login.forgot')}
        </button>
      </div>
      <FormFoot
        error={form.errors.form}
        pending={form.pending}
        submit={t('login.submit')}
        submitting={t('login.signingIn')}
        question={t('login.noAccount')}
        switchLabel={t('login.noAccountSignUp')}
        onSwitch={onRegister}
      />
    </form>
  );
}
