/**
 * Registration (docs/product.md#screens, docs/product.md#states, docs/product.md#validation): name, surname, e-mail and a password checked by the spec's rule here
 * and again by the API. The answer is the same for a new or a known e-mail; either way the next step
 * is the "check your email" page.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmail, newPasswordProblem } from '../../../shared/logic/password.ts';
import { authApi } from '../../data/session-api.ts';
import { useLocale } from '../../runtime/root-data.ts';
import styles from './Auth.module.css';
import { Field } from './Field.tsx';
import { FormFoot } from './FormFoot.tsx';
import { failureMessage } from './messages.ts';
import { useFormState } from './use-form.ts';

export interface RegisterFormProps {
  onRegistered: () => void;
  onLogin: () => void;
}

export function RegisterForm({ onRegistered, onLogin }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [values, setValues] = useState({ name: '', surname: '', email: '', password: '' });
  const form = useFormState();
  const change = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(values.password);
    const errors = {
      email: isEmail(values.email) ? undefined : t('messages.invalidEmail'),
      password: problem ? t(`messages.${problem}`) : undefined,
    };
    form.setErrors(errors);
    if (errors.email || errors.password) return;
    void form.run(async () => {
      const answer = await authApi.register({ ...values, email: values.email.trim(), lang: locale });
      if (!answer.ok) {
        const { text, field } = failureMessage(t, answer);
        form.setErrors({ [field]: text });
        return;
      }
      onRegistered();
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="register-form">
      <Field
        label={t('register.name')}
        name="name"
        autoComplete="given-name"
        value={values.name}
        onChange={change('name')}
      />
      <Field
        label={t('register.surname')}
        name="surname"
        autoComplete="family-name"
        value={values.surname}
        onChange={change('surname')}
      />
      <Field
        label={t('login.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={change('email')}
        error={form.errors.email}
      />
      <Field
        label={t('login.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={change('password')}
        hint={t('register.passwordHint')}
        error={form.errors.password}
      />
      <FormFoot
        error={form.errors.form}
        pending={form.pending}
        submit={t('register.submit')}
        submitting={t('register.sending')}
        question={t('register.haveAccount')}
        switchLabel={t('login.submit')}
        onSwitch={onLogin}
      />
    </form>
  );
}
