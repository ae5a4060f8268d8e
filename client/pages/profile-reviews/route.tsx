/**
 * My reviews, /{locale}/profile/reviews (docs/product.md#screens "Profile area"): each review with the item
 * it rates (its title links to it), the stars, the comment as typed, the date, a way to edit it (the
 * item's review box) and to delete it (a form that works without scripts too); an empty list says so
 * in the product's words with a way to the catalogue. Without a session, the sign-in prompt.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router';
import { formatDate } from '../../../shared/i18n/format.ts';
import type { Locale } from '../../../shared/locales.ts';
import { reviewFormAction } from '../../../shared/logic/review-form.ts';
import { REVIEW_BOX_ID } from '../../../shared/logic/reviews.ts';
import { fallbackLang, typedTextLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import type { MyReview, MyReviewsResponse } from '../../../shared/schemas/reviews.ts';
import { FallbackMarker } from '../../components/cards/FallbackMarker.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { callApi, type Failure } from '../../data/call-api.ts';
import { loadPersonal, localeOf } from '../../features/profile/load-personal.ts';
import { EmptyState, ProfileFrame } from '../../features/profile/ProfileFrame.tsx';
import { type Notice, noticeOf, noticeOfFailure, outcomeFromSearch } from '../../features/reviews/outcome.ts';
import styles from '../../features/reviews/ReviewForm.module.css';
import { StarsShown } from '../../features/reviews/StarsInput.tsx';

interface ReviewsData {
  locale: Locale;
  reviews: MyReviewsResponse | null;
}

export async function loader(args: LoaderFunctionArgs): Promise<ReviewsData> {
  const locale = localeOf(args);
  return { locale, reviews: await loadPersonal(args, 'reviews.list', { query: { lang: locale } }) };
}

function itemHref(review: MyReview, locale: Locale): string {
  return review.type === 'materials'
    ? href('material', locale, { slug: review.slug })
    : href('course', locale, { slug: review.slug });
}

function ReviewItem({
  review,
  locale,
  onDeleted,
  onFailed,
}: {
  review: MyReview;
  locale: Locale;
  onDeleted: () => void;
  onFailed: (failure: Failure) => void;
}) {
  const { t } = useTranslation('reviews');
  const [pending, setPending] = useState(false);
  const to = itemHref(review, locale);
  const remove = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    // A deletion cannot be undone: asked first, as clearing the reading history is.
    if (!window.confirm(t('form.deleteConfirm'))) return;
    setPending(true);
    const answer = await callApi('reviews.delete', {
      params: { type: review.type, slug: review.slug },
      body: { lang: locale },
    });
    if (answer.ok) return onDeleted();
    onFailed(answer);
    setPending(false);
  };
  return (
    <li className={styles.mineItem} data-testid="my-review">
      <p className={styles.kind}>{t(review.type === 'materials' ? 'profile.material' : 'profile.course')}</p>
      <h2 className={styles.mineTitle} lang={fallbackLang(review.fallback)}>
        <SiteLink to={to}>{review.title}</SiteLink>
        <FallbackMarker fallback={review.fallback} inline />
      </h2>
      <StarsShown rating={review.rating} />
      {review.text ? (
        <p className={styles.text} dir="auto" lang={typedTextLang(review.text, locale)}>
          {review.text}
        </p>
      ) : null}
      <p className={styles.date}>
        <time dateTime={review.updated_at}>
          {review.updated_at !== review.created_at
            ? t('form.edited', { date: formatDate(review.updated_at, locale) })
            : t('form.written', { date: formatDate(review.created_at, locale) })}
        </time>
      </p>
      <div className={styles.actions}>
        <SiteLink className="button" to={`${to}#${REVIEW_BOX_ID}`}>
          {t('profile.edit')}
          <span className="visually-hidden">: {review.title}</span>
        </SiteLink>
        <form
          className={styles.inline}
          method="post"
          action={reviewFormAction(locale, review.type, review.slug)}
          onSubmit={remove}
        >
          <input type="hidden" name="back" value="profile" />
          <button
            type="submit"
            name="intent"
            value="delete"
            className="button"
            disabled={pending}
            aria-busy={pending}
            data-testid="my-review-delete"
          >
            {pending ? t('form.deleting') : t('form.delete')}
            <span className="visually-hidden">: {review.title}</span>
          </button>
        </form>
      </div>
    </li>
  );
}

export function Component() {
  const { t } = useTranslation(['profile', 'reviews']);
  const { locale, reviews } = useLoaderData<ReviewsData>();
  const search = useLocation().search;
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => new Set());
  const [notice, setNotice] = useState<Notice | null>(() => {
    const outcome = outcomeFromSearch(search);
    return outcome ? noticeOf(outcome) : null;
  });
  const shown = (reviews?.reviews ?? []).filter((r) => !deleted.has(`${r.type}:${r.slug}`));
  return (
    <ProfileFrame section="reviews" title={t('nav.reviews')} signedIn={reviews !== null}>
      <p className={styles.lead}>{t('reviews:profile.lead')}</p>
      <p
        className={notice?.tone === 'error' ? styles.error : styles.ok}
        role={notice?.tone === 'error' ? 'alert' : 'status'}
        data-testid="review-notice"
      >
        {notice ? t(`reviews:${notice.key}`) : null}
      </p>
      {shown.length ? (
        <ol className={styles.mine} data-testid="my-reviews">
          {shown.map((review) => (
            <ReviewItem
              key={`${review.type}:${review.slug}`}
              review={review}
              locale={locale}
              onDeleted={() => {
                setDeleted((set) => new Set(set).add(`${review.type}:${review.slug}`));
                setNotice(noticeOf('deleted'));
              }}
              onFailed={(failure) => setNotice(noticeOfFailure(failure))}
            />
          ))}
        </ol>
      ) : (
        <EmptyState text={t('reviews.empty')}>
          <SiteLink className="button" to={href('materials', locale)}>
            {t('reviews:profile.toMaterials')}
          </SiteLink>
          <SiteLink className="button" to={href('courses', locale)}>
            {t('reviews:profile.toCourses')}
          </SiteLink>
        </EmptyState>
      )}
    </ProfileFrame>
  );
}
