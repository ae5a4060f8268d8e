import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THEMES, type Theme } from '../../../shared/comfort.ts';
import { shownComfort } from '../../data/comfort.ts';
import { chooseComfort } from '../../data/comfort-choice.ts';
import { useRootData } from '../../runtime/root-data.ts';
import styles from './MenuDrawer.module.css';

const SYSTEM = 'system';
const LABELS = {
  system: 'comfort.themeSystem',
  light: 'comfort.themeLight',
  dark: 'comfort.themeDark',
  sepia: 'comfort.themeSepia',
} as const;

/**
 * The theme choice in the menu (docs/product.md#reading-comfort): the system's, light, dark or sepia.
 * Native radio buttons, so the arrow keys move through them and a screen reader names the group.
 */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const data = useRootData();
  const name = useId();
  // Rendered in the browser only (the menu loads it when it opens): the page shows the theme by now.
  const [theme, setTheme] = useState<Theme | null>(() => shownComfort().theme);

  const choose = (value: Theme | null) => {
    setTheme(value);
    chooseComfort('theme', value, data?.signedIn ?? false);
  };

  return (
    <fieldset className={styles.themes} data-testid="theme-switch">
      <legend className={styles.heading}>{t('comfort.theme')}</legend>
      {[SYSTEM, ...THEMES].map((value) => (
        <label key={value} className={styles.theme}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={(theme ?? SYSTEM) === value}
            onChange={() => choose(value === SYSTEM ? null : (value as Theme))}
          />
          {t(LABELS[value as keyof typeof LABELS])}
        </label>
      ))}
    </fieldset>
  );
}
