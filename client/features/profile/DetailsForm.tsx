/**
 * Account details (docs/product.md#screens, docs/product.md#content-model "Profile fields"): first and last name, country, city, the e-mail
 * (read-only: trying to type in it says "Unfortunately, you cannot change your e-mail.", docs/product.md#validation) and
 * the interesting tags chosen from the site's tags. Success says "The changes were successfully
 * saved." (docs/product.md#error-messages); a refused field gets its message beside it. The header's name follows at once.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { isVisibleName } from '../../../shared/logic/display-name.ts';
import type { Tag } from '../../../shared/schemas/content.ts';
import { callApi } from '../../data/call-api.ts';
import { setSignedIn } from '../../data/session.ts';
import { useSubmit } from '../../data/use-submit.ts';
import authStyles from '../auth/Auth.module.css';
import { Field } from '../auth/Field.tsx';
import { FormNote } from '../auth/FormNote.tsx';
import { failureMessage } from '../auth/messages.ts';
import styles from './Profile.module.css';

export interface DetailsValues {
  name: string;
  surname: string;
  country: string;
  city: string;
  email: string;
  interesting_tags: number[];
}

/** The free-text fields in their order on the page, with what the browser may fill in. */
const TEXT_FIELDS = [
  ['name', 'given-name'],
  ['surname', 'family-name'],
  ['country', 'country-name'],
  ['city', 'address-level2'],
] as const;

type FieldName = 'name' | 'surname' | 'country' | 'city' | 'email' | 'interesting_tags';

export function DetailsForm({
  initial,
  tags,
}: {
  initial: DetailsValues;
  tags: { main: Tag[]; additional: Tag[] };
}) {
  const { t } = useTranslation(['profile', 'auth']);
  const revalidator = useRevalidator();
  const [values, setValues] = useState(initial);
  const form = useSubmit<FieldName>();
  const { errors, setErrors, done: saved, setDone: setSaved } = form;
  const set = (name: keyof DetailsValues) => (event: { target: { value: string } }) => {
    setSaved(false);
    setValues((current) => ({ ...current, [name]: event.target.value }));
  };
  const toggleTag = (id: number) => {
    setSaved(false);
    setValues((current) => ({
      ...current,
      interesting_tags: current.interesting_tags.includes(id)
        ? current.interesting_tags.filter((tag) => tag !== id)
        : [...current.interesting_tags, id],
    }));
  };
  const emailLocked = () =>
    setErrors((current) => ({ ...current, email: t('auth:messages.cannotChangeEmail') }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pending) return;
    setSaved(false);
    setErrors({});
    // A name nobody could see is refused beside its field before anything is sent.
    const invisible = (['name', 'surname'] as const).filter((name) => !isVisibleName(values[name]));
    if (invisible.length > 0) {
      setErrors(Object.fromEntries(invisible.map((name) => [name, t('auth:messages.invisibleName')])));
      return;
    }
    const { email: _, ...body } = values;
    const answer = await form.send(() => callApi('accounts.updateProfile', { body }));
    if (!answer) return;
    if (answer.ok) {
      setSaved(true);
      // The header shows the name: the user call is read again.
      setSignedIn(true);
      void revalidator.revalidate();
      return;
    }
    const field = answer.field as FieldName | undefined;
    if (
      answer.code === 'validation_failed' &&
      (field === 'name' || field === 'surname') &&
      !isVisibleName(values[field])
    ) {
      setErrors({ [field]: t('auth:messages.invisibleName') });
    } else if (answer.code === 'validation_failed' && field && field in values) {
      setErrors({ [field]: t('details.invalid') });
    } else {
      const { text, field: where } = failureMessage(t, answer);
      const shownAt =
        answer.code === 'unknown_tags' ? 'interesting_tags' : where === 'email' ? 'email' : 'form';
      setErrors({ [shownAt]: text });
    }
  };

  const tagGroup = (label: string, list: Tag[]) =>
    list.length ? (
      <fieldset className={styles.tagGroup}>
        <legend className={styles.tagLegend}>{label}</legend>
        <div className={styles.tagChoices}>
          {list.map((tag) => {
            const checked = values.interesting_tags.includes(tag.id);
            return (
              <label key={tag.id} className={`${styles.tagChoice} ${checked ? styles.tagChecked : ''}`}>
                <input type="checkbox" checked={checked} onChange={() => toggleTag(tag.id)} />
                <span>{tag.name}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    ) : null;

  return (
    <form
      className={`${authStyles.form} ${styles.form}`}
      onSubmit={submit}
      noValidate
      data-testid="details-form"
    >
      <div className={styles.fieldGrid}>
        {TEXT_FIELDS.map(([name, autoComplete]) => (
          <Field
            key={name}
            label={t(`fields.${name}`)}
            name={name}
            autoComplete={autoComplete}
            value={values[name]}
            onChange={set(name)}
            error={errors[name]}
            maxLength={100}
          />
        ))}
      </div>
      <Field
        label={t('fields.email')}
        type="email"
        name="email"
        value={values.email}
        readOnly
        aria-readonly="true"
        hint={t('details.emailHint')}
        onKeyDown={(event) => {
          if (event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete') emailLocked();
        }}
        onPaste={emailLocked}
        error={errors.email}
      />
      <div className={styles.tags}>
        <p className={styles.tagsTitle}>{t('fields.interestingTags')}</p>
        <p className={styles.rowMeta}>{t('details.tagsHint')}</p>
        {tagGroup(t('details.mainTags'), tags.main)}
        {tagGroup(t('details.additionalTags'), tags.additional)}
        {errors.interesting_tags ? (
          <p className={authStyles.error} role="alert">
            {errors.interesting_tags}
          </p>
        ) : null}
      </div>
      <FormNote tone="alert" text={errors.form} />
      <FormNote tone="success" text={saved && t('details.saved')} testId="details-saved" />
      <button type="submit" className="button button--primary" disabled={form.pending}>
        {t('fields.save')}
      </button>
    </form>
  );
}
