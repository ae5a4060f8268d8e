/**
 * The signed-in reader's review of one item: the stars, an optional comment, save (a second
 * save edits) and delete. With scripts the form goes through the facade and the page changes in place
 * (the summary too, `summary-store.ts`); without them it is a plain POST to the web tier's form route,
 * which redirects back here and the box says what happened. A comment over the limit says so next to
 * the field before anything is sent; a refusal (too many changes, a session that ended) is named in
 * the reader's language, and an ended session opens the login window.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatDate } from '../../../shared/i18n/format.ts';
import type { Locale } from '../../../shared/locales.ts';
import { type ReviewFormBack, reviewFormAction } from '../../../shared/logic/review-form.ts';
import {
  isBlankReviewText,
  REVIEW_TEXT_MAX_CHARS,
  type ReviewType,
  reviewTextLength,
} from '../../../shared/logic/reviews.ts';
import type { Review } from '../../../shared/schemas/reviews.ts';
import { callApi, type Failure } from '../../data/call-api.ts';
import { useSubmit } from '../../data/use-submit.ts';
import { useUi } from '../../runtime/ui-state.tsx';
import { shortMessageFieldClass } from '../../ui/MessageField.tsx';
import { type Notice, noticeOf, noticeOfFailure, outcomeFromSearch } from './outcome.ts';
import styles from './ReviewForm.module.css';
import box from './Reviews.module.css';
import { StarsInput } from './StarsInput.tsx';
import { publishSummary } from './summary-store.ts';

export interface ReviewFormProps {
  type: ReviewType;
  slug: string;
  locale: Locale;
  /** The reader's review as the page was rendered, or null. */
  initial: Review | null;
  back?: ReviewFormBack;
}

export function ReviewForm({ type, slug, locale, initial, back = 'item' }: ReviewFormProps) {
  const { t } = useTranslation('reviews');
  const { openModal } = useUi();
  const fieldId = useId();
  const hintId = useId();
  const starsNoteId = useId();
  const search = useLocation().search;
  const [review, setReview] = useState<Review | null>(initial);
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [text, setText] = useState(initial?.text ?? '');
  const form = useSubmit();
  /** Which button sent the form, for its busy state. */
  const [action, setAction] = useState<'save' | 'delete'>('save');
  const pending = form.pending ? action : null;
  const [missingRating, setMissingRating] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(() => {
    const outcome = outcomeFromSearch(search);
    return outcome ? noticeOf(outcome) : null;
  });
  const tooLong = reviewTextLength(text) > REVIEW_TEXT_MAX_CHARS;
  // Hydrated: the form now goes through the facade (its chunk comes after the page's, deferred.tsx).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  const save = async () => {
    if (rating === null) {
      setMissingRating(true);
      return;
    }
    if (tooLong) return;
    setAction('save');
    const answer = await form.send(() =>
      callApi('reviews.save', {
        params: { type, slug },
        body: { rating, lang: locale, ...(isBlankReviewText(text) ? {} : { text }) },
      }),
    );
    if (!answer) return;
    if (!answer.ok) return fail(answer);
    setReview(answer.data.review);
    publishSummary(type, slug, answer.data.summary);
    setNotice(noticeOf('saved'));
  };

  const remove = async () => {
    setAction('delete');
    const answer = await form.send(() =>
      callApi('reviews.delete', { params: { type, slug }, body: { lang: locale } }),
    );
    if (!answer) return;
    if (!answer.ok) return fail(answer);
    setReview(null);
    setRating(null);
    setText('');
    publishSummary(type, slug, answer.data.summary);
    setNotice(noticeOf('deleted'));
  };

  const fail = (failure: Failure) => {
    const next = noticeOfFailure(failure);
    setNotice(next);
    if (next.key === 'status.signIn') openModal('login');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setNotice(null);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.value === 'delete') {
      // A deletion cannot be undone: asked first, as clearing the reading history is.
      if (window.confirm(t('form.deleteConfirm'))) void remove();
    } else void save();
  };

  const fieldMessage = tooLong ? t('form.tooLong', { max: REVIEW_TEXT_MAX_CHARS }) : null;

  return (
    <form
      className={styles.form}
      method="post"
      action={reviewFormAction(locale, type, slug)}
      onSubmit={submit}
      noValidate
      data-testid="review-form"
      data-live={live || undefined}
    >
      <input type="hidden" name="back" value={back} />
      <h3 className={box.panelTitle}>{review ? t('editTitle') : t('boxTitle')}</h3>
      <StarsInput
        value={rating}
        onChange={(value) => {
          setRating(value);
          setMissingRating(false);
        }}
        invalid={missingRating}
        describedBy={missingRating ? starsNoteId : undefined}
      />
      {missingRating ? (
        <p id={starsNoteId} className={styles.error} role="alert">
          {t('form.pickRating')}
        </p>
      ) : null}
      <label className={styles.label} htmlFor={fieldId}>
        {t('form.text')}
      </label>
      <textarea
        id={fieldId}
        className={shortMessageFieldClass}
        name="text"
        rows={3}
        dir="auto"
        value={text}
        placeholder={t('form.placeholder')}
        aria-invalid={tooLong || undefined}
        aria-describedby={hintId}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={hintId} className={fieldMessage ? styles.error : styles.hint}>
        {fieldMessage ?? t('form.hint', { count: reviewTextLength(text), max: REVIEW_TEXT_MAX_CHARS })}
      </p>
      <div className={styles.actions}>
        <button
          type="submit"
          name="intent"
          value="save"
          className="button button--primary"
          disabled={pending !== null}
          aria-busy={pending === 'save'}
        >
          {pending === 'save' ? t('form.saving') : review ? t('form.update') : t('form.save')}
        </button>
        {review ? (
          <button
            type="submit"
            name="intent"
            value="delete"
            className="button"
            disabled={pending !== null}
            aria-busy={pending === 'delete'}
            data-testid="review-delete"
          >
            {pending === 'delete' ? t('form.deleting') : t('form.delete')}
          </button>
        ) : null}
        {review ? (
          <span className={styles.when}>
            {review.updated_at !== review.created_at
              ? t('form.edited', { date: formatDate(review.updated_at, locale) })
              : t('form.written', { date: formatDate(review.created_at, locale) })}
          </span>
        ) : null}
      </div>
      <p
        className={notice?.tone === 'error' ? styles.error : styles.ok}
        role={notice?.tone === 'error' ? 'alert' : 'status'}
        data-testid="review-notice"
      >
        {notice ? t(notice.key) : null}
      </p>
    </form>
  );
}
