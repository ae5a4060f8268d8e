/**
 * The special-project questionnaire (docs/product.md#content-and-engagement; docs/product.md#screens "Profile area"): who the reader is, where they
 * teach or study, and how they will use the tool. Plain text with each field's limit counted as the
 * reader types; an empty or over-long field says so beside it before anything is sent, and the
 * server's refusals (a field it names, a request already pending, the tool already open, too many
 * today) are said in the reader's language. The reader is the session's (R17): the body names no one.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlankComment } from '../../../shared/logic/comment-text.ts';
import type { AccessAnswer, AccessField } from '../../../shared/schemas/access.ts';
import { ACCESS_FIELD_MAX, ACCESS_FIELDS, textLength } from '../../../shared/schemas/plain.ts';
import { callApi } from '../../data/call-api.ts';
import { errorKey } from '../../data/error-keys.ts';
import { type FormErrors, useSubmit } from '../../data/use-submit.ts';
import styles from './Access.module.css';

type Values = Record<AccessField, string>;

const EMPTY: Values = { occupation: '', institution: '', purpose: '' };

/** The questionnaire's own wording of the refusals that concern the whole form. */
const ACCESS_WORDING = {
  rate_limited: 'form.rateLimited',
  too_many_requests: 'form.rateLimited',
  unauthorized: 'form.signIn',
};

function TextField({
  name,
  value,
  error,
  onChange,
}: {
  name: AccessField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('access');
  const id = useId();
  const max = ACCESS_FIELD_MAX[name];
  const props = {
    id,
    name,
    value,
    className: styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-note ${id}-count`,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t(`form.${name}`)}
      </label>
      {name === 'purpose' ? <textarea {...props} rows={6} /> : <input {...props} type="text" />}
      <div className={styles.foot}>
        <p
          id={`${id}-note`}
          className={error ? styles.error : styles.hint}
          role={error ? 'alert' : undefined}
        >
          {error ?? t(`form.${name}Hint`)}
        </p>
        <p id={`${id}-count`} className={styles.counter}>
          {t('form.counter', { count: textLength(value), max })}
        </p>
      </div>
    </div>
  );
}

export function AccessForm({ onSent }: { onSent: (answer: AccessAnswer) => void }) {
  const { t } = useTranslation(['access', 'http']);
  const [values, setValues] = useState<Values>(EMPTY);
  const form = useSubmit<AccessField>();
  const { errors, setErrors } = form;

  const check = (): FormErrors<AccessField> => {
    const found: FormErrors<AccessField> = {};
    for (const field of ACCESS_FIELDS) {
      const value = values[field];
      if (isBlankComment(value)) found[field] = t('form.required');
      else if (textLength(value) > ACCESS_FIELD_MAX[field]) {
        found[field] = t('form.tooLong', { max: ACCESS_FIELD_MAX[field] });
      }
    }
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.pending) return;
    const found = check();
    setErrors(found);
    const first = ACCESS_FIELDS.find((field) => found[field]);
    if (first) {
      // The first field to fix gets the focus, so a keyboard or screen-reader user lands on it.
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const answer = await form.send(() => callApi('access.request', { body: values }));
    if (!answer) return;
    if (answer.ok) {
      onSent(answer.data);
      return;
    }
    const field = answer.field as AccessField | undefined;
    if (answer.code === 'validation_failed' && field && ACCESS_FIELDS.includes(field)) {
      setErrors({ [field]: t('form.required') });
      return;
    }
    setErrors({ form: t(errorKey(answer.code, 'form.failed', ACCESS_WORDING)) });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="access-form">
      {ACCESS_FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          value={values[field]}
          error={errors[field]}
          onChange={(value) => {
            setValues((current) => ({ ...current, [field]: value }));
            setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
          }}
        />
      ))}
      {errors.form ? (
        <p className={styles.error} role="alert" data-testid="access-form-error">
          {errors.form}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className="button button--primary"
          disabled={form.pending}
          aria-busy={form.pending}
        >
          {form.pending ? t('form.sending') : t('form.send')}
        </button>
      </div>
    </form>
  );
}
