/**
 * The registration-success window opened by the confirmation link's `?email-pin` (docs/product.md#screens, docs/product.md#states): it
 * confirms the e-mail as it opens; on success it says so and offers to log in, on any failure the
 * visitor goes to the site root (docs/product.md#error-messages).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../data/session-api.ts';
import styles from './Auth.module.css';

export interface RegistrationSuccessProps {
  pin: string;
  onConfirmed: () => void;
  onFailed: () => void;
  onLogin: () => void;
}

export function RegistrationSuccess({ pin, onConfirmed, onFailed, onLogin }: RegistrationSuccessProps) {
  const { t } = useTranslation('auth');
  const [confirmed, setConfirmed] = useState(false);
  const started = useRef<string | null>(null);

  useEffect(() => {
    // A pin is used once: Strict Mode's second effect run must not send it again.
    if (started.current === pin) return;
    started.current = pin;
    authApi.confirmEmail(pin).then((answer) => {
      if (answer.ok) {
        setConfirmed(true);
        onConfirmed();
      } else onFailed();
    });
  }, [pin, onConfirmed, onFailed]);

  if (!confirmed) {
    return (
      <p className={styles.status} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('registered.confirming')}
      </p>
    );
  }
  return (
    <div className={styles.form} data-testid="registration-success">
      <p className={styles.success} role="status">
        {t('registered.text')}
      </p>
      <button type="button" className={`button button--primary ${styles.submit}`} onClick={onLogin}>
        {t('registered.login')}
      </button>
    </div>
  );
}
