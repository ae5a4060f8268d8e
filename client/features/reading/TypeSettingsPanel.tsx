import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Comfort,
  LINE_SPACINGS,
  type LineSpacing,
  TEXT_SIZES,
  type TextSize,
} from '../../../shared/comfort.ts';
import { shownComfort } from '../../data/comfort.ts';
import { chooseComfort } from '../../data/comfort-choice.ts';
import { useRootData } from '../../runtime/root-data.ts';
import { placeOf } from '../profile/reading-place.ts';
import { READING_LINE_PX, scrollToPlace } from '../profile/use-reading-position.ts';
import styles from './TypeSettings.module.css';

const NORMAL_SIZE: TextSize = 'normal';
const SPACING_LABELS = {
  normal: 'comfort.spacingNormal',
  wide: 'comfort.spacingWide',
  wider: 'comfort.spacingWider',
} as const;
/** The blocks of a reading page's text, in page order: the place on the reading line is one of them. */
const TEXT_BLOCKS = 'article.page :is(p, h2, h3, h4, li, figure, blockquote, pre, table)';

/**
 * A change of size or spacing reflows the whole text: the block on the reading line is brought back
 * to it, at the same depth, so the reader stays where they were and the exact-resume place saved from
 * it (a chapter and how far down it) stays the same (docs/product.md#reading-comfort).
 */
function keepingPlace(change: () => void): void {
  const blocks = [...document.querySelectorAll<HTMLElement>(TEXT_BLOCKS)];
  const place = window.scrollY > 0 ? placeOf(blocks, READING_LINE_PX) : null;
  change();
  if (place) scrollToPlace(blocks, place);
}

/** The type settings' controls, loaded when the reader first opens them (`TypeSettings.tsx`). */
export function TypeSettingsPanel() {
  const { t } = useTranslation();
  const data = useRootData();
  const name = useId();
  // Rendered in the browser only, once opened: the page shows the reader's settings by now.
  const [comfort, setComfort] = useState<Comfort>(shownComfort);

  const size = comfort.textSize ?? NORMAL_SIZE;
  const step = TEXT_SIZES.indexOf(size);
  const spacing = comfort.lineSpacing ?? 'normal';

  const chooseSize = (next: TextSize) => {
    setComfort((shown) => ({ ...shown, textSize: next }));
    keepingPlace(() =>
      chooseComfort('textSize', next === NORMAL_SIZE ? null : next, data?.signedIn ?? false),
    );
  };
  const chooseSpacing = (next: LineSpacing) => {
    setComfort((shown) => ({ ...shown, lineSpacing: next }));
    keepingPlace(() =>
      chooseComfort('lineSpacing', next === 'normal' ? null : next, data?.signedIn ?? false),
    );
  };

  return (
    <div className={styles.panel}>
      <fieldset className={styles.row}>
        <legend className={styles.label}>{t('comfort.textSize')}</legend>
        <button
          type="button"
          className={styles.step}
          onClick={() => chooseSize(TEXT_SIZES[step - 1] as TextSize)}
          disabled={step <= 0}
          aria-label={t('comfort.smaller')}
          data-testid="text-smaller"
        >
          A−
        </button>
        <output className={styles.output} aria-live="polite">
          {t('comfort.sizeStep', { step: step + 1, count: TEXT_SIZES.length })}
        </output>
        <button
          type="button"
          className={styles.step}
          onClick={() => chooseSize(TEXT_SIZES[step + 1] as TextSize)}
          disabled={step >= TEXT_SIZES.length - 1}
          aria-label={t('comfort.larger')}
          data-testid="text-larger"
        >
          A+
        </button>
      </fieldset>
      <fieldset className={styles.row}>
        <legend className={styles.label}>{t('comfort.lineSpacing')}</legend>
        {LINE_SPACINGS.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={spacing === value}
              onChange={() => chooseSpacing(value)}
            />
            {t(SPACING_LABELS[value])}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
