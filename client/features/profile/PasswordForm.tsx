/**
 * The change of password in the account details (docs/product.md#screens, docs/product.md#validation): the current, the new and its
 * confirmation, each with show/hide; the rule and messages of docs/product.md#validation before anything is sent (the
 * request goes only without errors), the API's refusals beside their field, and "Password changed
 * successfully!" (docs/product.md#error-messages) with the fields cleared. Other sessions end (the API's rule); this one stays.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmationProblem, newPasswordProblem } from '../../../shared/logic/password.ts';
import { callApi } from '../../data/call-api.ts';
import { type FormErrors, useSubmit } from '../../data/use-submit.ts';
import authStyles from '../auth/Auth.module.css';
import { Field } from '../auth/Field.tsx';
import { FormNote } from '../auth/FormNote.tsx';
import { failureMessage } from '../auth/messages.ts';
import styles from './Profile.module.css';

export function PasswordForm() {
  const { t } = useTranslation(['profile', 'auth']);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const form = useSubmit<'current' | 'password' | 'confirmation'>();
  const { errors, setErrors, setDone } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pending) return;
    setDone(false);
    const problem = newPasswordProblem(password);
    const mismatch = problem ? null : confirmationProblem(password, confirmation);
    const next: FormErrors<'current' | 'password' | 'confirmation'> = {
      current: current ? undefined : t('auth:messages.enterPassword'),
      password: problem ? t(`auth:messages.${problem}`) : undefined,
      confirmation: mismatch ? t(`auth:messages.${mismatch}`) : undefined,
    };
    setErrors(next);
    if (next.current || next.password || next.confirmation) return;
    const answer = await form.send(() =>
      callApi('accounts.changePassword', { body: { current_password: current, password } }),
    );
    if (!answer) return;
    if (answer.ok) {
      setCurrent('');
      setPassword('');
      setConfirmation('');
      setDone(true);
      return;
    }
    if (answer.code === 'invalid_credentials' || answer.field === 'current_password') {
      setErrors({ current: t('auth:messages.wrongPassword') });
      return;
    }
    const { text, field } = failureMessage(t, answer);
    setErrors({ [field === 'password' ? 'password' : 'form']: text });
  };

  return (
    <form
      className={`${authStyles.form} ${styles.form}`}
      onSubmit={submit}
      noValidate
      data-testid="password-form"
    >
      <Field
        label={t('fields.currentPassword')}
        type="password"
        name="current_password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={errors.current}
      />
      <Field
        label={t('fields.newPassword')}
        type="password"
        name="new_password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        hint={t('auth:register.passwordHint')}
      />
      <Field
        label={t('fields.confirmPassword')}
        type="password"
        name="confirm_password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={errors.confirmation}
      />
      <FormNote tone="alert" text={errors.form} />
      <FormNote
        tone="success"
        text={form.done && t('auth:changePassword.success')}
        testId="password-changed"
      />
      <button type="submit" className="button button--primary" disabled={form.pending}>
        {t('auth:changePassword.submit')}
      </button>
    </form>
  );
}
