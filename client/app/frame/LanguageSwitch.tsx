import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LOCALE_COOKIE } from '../../../shared/i18n/locale-detect.ts';
import type { Locale } from '../../../shared/locales.ts';
import { switchLocalePath } from '../../../shared/routes/href.ts';
import { useLocale } from '../../runtime/root-data.ts';
import styles from './Header.module.css';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Spec §2: the switch toggles ru/en and reloads the page, on the same path. It is a plain link (a full
 * page load, working without scripts); the click also remembers the choice for the books area, whose
 * addresses carry no language (docs/architecture.md#rendering).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const target: Locale = locale === 'ru' ? 'en' : 'ru';
  const remember = (event: MouseEvent<HTMLAnchorElement>) => {
    // A course page keeps its material in `#material=N`, written without the router knowing: the
    // other language opens on the same material (issue 22). Other anchors are made from the text.
    const { hash } = window.location;
    if (/^#material=\d+$/.test(hash))
      event.currentTarget.href = `${event.currentTarget.href.split('#')[0]}${hash}`;
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server for the books area
    document.cookie = `${LOCALE_COOKIE}=${target}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  };
  return (
    <a
      className={styles.language}
      href={switchLocalePath(`${pathname}${search}`, target, { explicit: true })}
      hrefLang={target}
      lang={target}
      title={t('language.switchLabel')}
      onClick={remember}
    >
      {/* The visible code is part of the accessible name (WCAG 2.5.3), the full language follows it. */}
      <span aria-hidden="true">{target.toUpperCase()}</span>
      <span className="visually-hidden">{t('language.switchTo')}</span>
    </a>
  );
}
