import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterCatalogue } from '../../runtime/catalogue.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './TypeSettings.module.css';

// With the whole catalogue: the panel's texts are no server render's (docs/architecture.md#first-visit).
const TypeSettingsPanel = lazy(
  afterCatalogue(() => import('./TypeSettingsPanel.tsx').then((m) => ({ default: m.TypeSettingsPanel }))),
);

/**
 * The reading pages' text size in steps and line spacing (docs/product.md#reading-comfort), kept like
 * the theme. A disclosure, so it takes one line above the text until the reader opens it; its
 * controls load then, so a reading page's first download carries only this line.
 */
export function TypeSettings() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <details
      className={styles.settings}
      data-testid="type-settings"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className={styles.summary}>
        <Icon name="SlidersHorizontal" size={18} />
        {t('comfort.type')}
      </summary>
      {opened ? (
        <Suspense fallback={null}>
          <TypeSettingsPanel />
        </Suspense>
      ) : null}
    </details>
  );
}
