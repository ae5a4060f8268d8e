/**
 * The text box of a reader's message (a comment, a support message): its label, the textarea, and
 * under it the count or the error beside the send button. The form around it owns the text, the
 * sending and the errors; this draws them the same way everywhere and ties the message to the field
 * (`aria-describedby`), an error announced as an alert.
 */
import { type KeyboardEventHandler, useId } from 'react';
import styles from './MessageField.module.css';

/** The field's look, for a form that draws its own textarea (the review form's, a little lower). */
export const shortMessageFieldClass = `${styles.field} ${styles.short}`;

export interface MessageFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onKeyDown?: KeyboardEventHandler<HTMLTextAreaElement>;
  placeholder: string;
  /** The text is over its limit. */
  invalid: boolean;
  /** An error to show instead of the hint. */
  error: string | null;
  hint: string;
  sending: boolean;
  sendLabel: string;
  sendingLabel: string;
  /** The field on a raised card rather than on the page's paper. */
  onSurface?: boolean;
  messageTestId?: string;
}

export function MessageField(props: MessageFieldProps) {
  const fieldId = useId();
  const messageId = useId();
  const { error } = props;
  return (
    <>
      <label className={styles.label} htmlFor={fieldId}>
        {props.label}
      </label>
      <textarea
        id={fieldId}
        className={props.onSurface ? `${styles.field} ${styles.onSurface}` : styles.field}
        name={props.name}
        rows={4}
        value={props.value}
        placeholder={props.placeholder}
        aria-invalid={props.invalid || undefined}
        aria-describedby={messageId}
        onKeyDown={props.onKeyDown}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <div className={styles.foot}>
        <p
          id={messageId}
          className={error ? styles.error : styles.hint}
          role={error ? 'alert' : undefined}
          data-testid={props.messageTestId}
        >
          {error ?? props.hint}
        </p>
        <button
          type="submit"
          className="button button--primary"
          disabled={props.sending}
          aria-busy={props.sending}
        >
          {props.sending ? props.sendingLabel : props.sendLabel}
        </button>
      </div>
    </>
  );
}
