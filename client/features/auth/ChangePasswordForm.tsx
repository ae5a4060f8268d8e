/**
 * The change-password window opened by a reset link's `?pin` (docs/product.md#screens, docs/product.md#states, docs/product.md#validation): a new password and its
 * confirmation, each with show/hide. Nothing is sent while a message stands; on success the window
 * says so and the fields and the pin are cleared. A link that no longer works offers a new one.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmationProblem, newPasswordProblem } from '../../../shared/logic/password.ts';
import { authApi } from '../../data/session-api.ts';
import styles from './Auth.module.css';
import { Field } from './Field.tsx';
import { failureMessage } from './messages.ts';
import { useFormState } from './use-form.ts';

export interface ChangePasswordFormProps {
  pin: string;
  /** Spec §4: the user was told to change the password before logging in. */
  mustChange: boolean;
  onChanged: () => void;
  onLogin: () => void;
  onRequestNew: () => void;
}

export function ChangePasswordForm({
  pin,
  mustChange,
  onChanged,
  onLogin,
  onRequestNew,
}: ChangePasswordFormProps) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);
  const [linkFailed, setLinkFailed] = useState(false);
  const form = useFormState();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password);
    const mismatch = problem ? null : confirmationProblem(password, confirmation);
    const errors = {
      password: problem ? t(`messages.${problem}`) : undefined,
      confirmation: mismatch ? t(`messages.${mismatch}`) : undefined,
    };
    form.setErrors(errors);
    if (errors.password || errors.confirmation) return;
    void form.run(async () => {
      const answer = await authApi.resetPassword(password, pin);
      if (!answer.ok) {
        setLinkFailed(answer.code === 'pin_invalid');
        const { text, field } = failureMessage(t, answer);
        form.setErrors({ [field]: text });
        return;
      }
      setPassword('');
      setConfirmation('');
      setDone(true);
      onChanged();
    });
  };

  if (done) {
    return (
      <div className={styles.form} data-testid="change-password-done">
        <p className={styles.success} role="status">
          {t('changePassword.success')}
        </p>
        <button type="button" className={`button button--primary ${styles.submit}`} onClick={onLogin}>
          {t('changePassword.login')}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="change-password-form">
      {mustChange ? <p className={styles.lead}>{t('changePassword.mustChange')}</p> : null}
      <Field
        label={t('changePassword.newPassword')}
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={t('register.passwordHint')}
        error={form.errors.password}
      />
      <Field
        label={t('changePassword.confirmPassword')}
        type="password"
        name="confirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={form.errors.confirmation}
      />
      {form.errors.form ? (
        <p className={styles.alert} role="alert">
          {form.errors.form}
        </p>
      ) : null}
      {linkFailed ? (
        <button type="button" className={`button ${styles.submit}`} onClick={onRequestNew}>
          {t('changePassword.requestNew')}
        </button>
      ) : (
        <button type="submit" className={`button button--primary ${styles.submit}`} disabled={form.pending}>
          {form.pending ? t('changePassword.saving') : t('changePassword.submit')}
        </button>
      )}
    </form>
  );
}
