/**
 * The "review box" of a material's or a course's page (docs/product.md#screens): the readers' average and
 * count, and the reader's own review to write, edit or delete; a guest is invited to sign in instead.
 * The section is the fragment the form route returns to (`#review-box`).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import type { ReviewType } from '../../../shared/logic/reviews.ts';
import { REVIEW_BOX_ID } from '../../../shared/logic/reviews.ts';
import { href } from '../../../shared/routes/href.ts';
import type { MyReviewResponse, RatingSummary as Summary } from '../../../shared/schemas/reviews.ts';
import { useRootData } from '../../runtime/root-data.ts';
import { useUi } from '../../runtime/ui-state.tsx';
import { RatingSummary } from './RatingSummary.tsx';
import { ReviewFormSlot } from './ReviewFormSlot.tsx';
import styles from './Reviews.module.css';
import { forgetSummary, useRatingSummary } from './summary-store.ts';

/** For the item heading's slot (`ReviewBoxSlot.tsx`), which loads this module's chunk too. */
export { ItemRating } from './RatingSummary.tsx';

export interface ReviewBoxProps {
  type: ReviewType;
  slug: string;
  locale: Locale;
  /** The item answer's summary. */
  summary: Summary;
  /** The reader's review call, made while the page loaded (null: a guest, or it failed). */
  mine: MyReviewResponse | null;
  headingId: string;
}

function GuestPrompt({ locale }: { locale: Locale }) {
  const { t } = useTranslation('reviews');
  const { openModal } = useUi();
  return (
    <div className={styles.guest} data-testid="review-guest">
      <p className={styles.guestText}>{t('guest.prompt')}</p>
      {/* Without scripts the link opens my reviews, whose page is the sign-in form. */}
      <a
        className="button button--primary"
        href={href('profile-reviews', locale)}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          openModal('login');
        }}
      >
        {t('guest.button')}
      </a>
    </div>
  );
}

export function ReviewBox({ type, slug, locale, summary, mine, headingId }: ReviewBoxProps) {
  const { t } = useTranslation('reviews');
  const signedIn = useRootData()?.signedIn ?? false;
  const shown = useRatingSummary(type, slug, mine?.summary ?? summary);
  useEffect(() => () => forgetSummary(type, slug), [type, slug]);
  // Hydrated (the box's chunk comes after the page's, deferred.tsx): the guest's button opens the window.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <section
      id={REVIEW_BOX_ID}
      className={styles.box}
      aria-labelledby={headingId}
      data-testid="review-box"
      data-live={live || undefined}
    >
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {t('section')}
        </h2>
        <RatingSummary summary={shown} locale={locale} />
      </div>
      <div className={styles.panel}>
        {signedIn ? (
          <ReviewFormSlot type={type} slug={slug} locale={locale} initial={mine?.review ?? null} />
        ) : (
          <>
            <h3 className={styles.panelTitle}>{t('boxTitle')}</h3>
            <GuestPrompt locale={locale} />
          </>
        )}
      </div>
    </section>
  );
}
