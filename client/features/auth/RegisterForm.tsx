/**
 * Registration (docs/product.md#screens, docs/product.md#states, docs/product.md#validation): name, surname, e-mail and a password checked by the product's rule here
 * and again by the API; a name with no visible character is refused beside its field. The answer is the same for a new or a known e-mail; either way the next step
 * is the "check your email" page.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isVisibleName } from '../../../shared/logic/display-name.ts';
import { isEmail, newPasswordProblem } from '../../../shared/logic/password.ts';
import { callApi } from '../../data/call-api.ts';
import { useSubmit } from '../../data/use-submit.ts';
import { useLocale } from '../../runtime/root-data.ts';
import styles from './Auth.module.css';
import { EmailField, Field } from './Field.tsx';
import { FormFoot } from './FormFoot.tsx';
import { type FormField, showFailure } from './messages.ts';

export interface RegisterFormProps {
  onRegistered: () => void;
  onLogin: () => void;
}

export function RegisterForm({ onRegistered, onLogin }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [values, setValues] = useState({ name: '', surname: '', email: '', password: '' });
  const form = useSubmit<FormField>();
  const change = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(values.password);
    const invisible = t('messages.invisibleName');
    const errors = {
      name: isVisibleName(values.name) ? undefined : invisible,
      surname: isVisibleName(values.surname) ? undefined : invisible,
      email: isEmail(values.email) ? undefined : t('messages.invalidEmail'),
      password: problem ? t(`messages.${problem}`) : undefined,
    };
    form.setErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    const answer = await form.send(() =>
      callApi('accounts.register', { body: { ...values, email: values.email.trim(), lang: locale } }),
    );
    if (!answer) return;
    if (answer.ok) onRegistered();
    else showFailure(t, form, answer);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="register-form">
      <Field
        label={t('register.name')}
        name="name"
        autoComplete="given-name"
        value={values.name}
        onChange={change('name')}
        error={form.errors.name}
      />
      <Field
        label={t('register.surname')}
        name="surname"
        autoComplete="family-name"
        value={values.surname}
        onChange={change('surname')}
        error={form.errors.surname}
      />
      <EmailField value={values.email} onChange={change('email')} error={form.errors.email} />
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
