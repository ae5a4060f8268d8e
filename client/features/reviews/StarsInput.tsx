/**
 * The rating as a real radio group: five native radio buttons named `rating`, so the
 * arrow keys move the choice, Tab reaches the group once, a screen reader says "3 stars, 3 of 5", and
 * the form posts the value without scripts. Each is drawn as a star; the chosen one and those before
 * it are filled by CSS (`:has(:checked)`), so the picture follows the choice with or without scripts.
 */
import { useTranslation } from 'react-i18next';
import { RATING_MAX } from '../../../shared/logic/reviews.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './ReviewForm.module.css';
import box from './Reviews.module.css';

const VALUES = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

export interface StarsInputProps {
  value: number | null;
  onChange: (value: number) => void;
  invalid?: boolean;
  describedBy?: string;
}

export function StarsInput({ value, onChange, invalid, describedBy }: StarsInputProps) {
  const { t } = useTranslation('reviews');
  return (
    <fieldset className={styles.stars} aria-describedby={describedBy} data-testid="rating-input">
      <legend className={styles.label}>{t('form.rating')}</legend>
      <div className={styles.starRow}>
        {VALUES.map((n) => (
          <label key={n} className={styles.star}>
            <input
              className={styles.starInput}
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              aria-invalid={invalid || undefined}
              onChange={() => onChange(n)}
            />
            <Icon name="Star" size={30} />
            <span className="visually-hidden">{t('form.star', { count: n })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A given rating shown as five stars, the first `rating` filled, read out as "4 stars". */
export function StarsShown({ rating }: { rating: number }) {
  const { t } = useTranslation('reviews');
  return (
    <span className={box.shown} data-testid="stars-shown">
      {VALUES.map((n) => (
        <Icon key={n} name="Star" size={18} filled={n <= rating} />
      ))}
      <span className="visually-hidden">{t('form.star', { count: rating })}</span>
    </span>
  );
}
