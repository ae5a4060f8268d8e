/**
 * The pieces at the end of the account forms: the form's own message (a refusal is an alert, what
 * went through a status; docs/product.md#visual-language) and the submit button that says it is
 * sending while the call runs.
 */
import styles from './Auth.module.css';

export function FormNote({
  text,
  tone,
  testId,
}: {
  /** Nothing is shown without a text. */
  text: string | false | null | undefined;
  tone: 'alert' | 'success';
  testId?: string;
}) {
  if (!text) return null;
  return (
    <p
      className={tone === 'alert' ? styles.alert : styles.success}
      role={tone === 'alert' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {text}
    </p>
  );
}

export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button type="submit" className={`button button--primary ${styles.submit}`} disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
