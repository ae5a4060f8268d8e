/** A reason an administrator gives (a refusal, a hidden comment): a labelled box with its hint. */
import { useId } from 'react';
import styles from './Desk.module.css';
import { useDeskTranslation } from './use-desk-translation.ts';

export function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const { t } = useDeskTranslation();
  const id = useId();
  const hint = useId();
  return (
    <>
      <label className={styles.label} htmlFor={id}>
        {t('common.reason')}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        maxLength={1000}
        aria-describedby={hint}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        data-testid="desk-reason"
      />
      <p id={hint} className={error ? styles.error : 'field-hint'} role={error ? 'alert' : undefined}>
        {error ?? t('common.reasonHint')}
      </p>
    </>
  );
}
