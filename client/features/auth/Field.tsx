/**
 * A labelled form field with its message beside it (docs/product.md#visual-language: messages next to the field they
 * concern); the password kind has the show/hide toggle of docs/product.md#screens.
 */
import { type InputHTMLAttributes, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './Auth.module.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  error?: string | null;
  hint?: string;
}

/** The e-mail field of the login, registration and reset forms. */
export function EmailField({ value, onChange, error }: Pick<FieldProps, 'value' | 'onChange' | 'error'>) {
  const { t } = useTranslation('auth');
  return (
    <Field
      label={t('login.email')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

export function Field({ label, error, hint, type = 'text', ...input }: FieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [shown, setShown] = useState(false);
  const secret = type === 'password';
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  const control = (
    <input
      {...input}
      id={id}
      type={secret && shown ? 'text' : type}
      className={styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={described || undefined}
    />
  );
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {secret ? (
        <div className={styles.secret}>
          {control}
          <button
            type="button"
            className={styles.toggle}
            aria-label={shown ? t('changePassword.hide') : t('changePassword.show')}
            aria-pressed={shown}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? <Icon name="EyeOff" size={20} /> : <Icon name="Eye" size={20} />}
          </button>
        </div>
      ) : (
        control
      )}
      {hint && !error ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
