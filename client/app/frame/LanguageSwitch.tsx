import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LOCALE_COOKIE } from '../../../shared/i18n/locale-detect.ts';
import type { Locale } from '../../../shared/locales.ts';
import { isBooksPath, switchLocalePath } from '../../../shared/routes/href.ts';
import { isParagraphAnchor } from '../../features/library/paragraph-anchor.ts';
import { useLocale } from '../../runtime/root-data.ts';
import styles from './Header.module.css';
import { useRussianOnlyPage } from './russian-only.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * docs/product.md#screens: the switch toggles ru/en and reloads the page, on the same path. It is a plain link (a full
 * page load, working without scripts); the click also remembers the choice for the books area, whose
 * addresses carry no language (docs/architecture.md#rendering).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const target: Locale = locale === 'ru' ? 'en' : 'ru';
  const onlyHere = useRussianOnlyPage();
  const remember = (event: MouseEvent<HTMLAnchorElement>) => {
    // A course page keeps its material in `#material=N`, and the books area a linked paragraph in
    // `#p-…`, both written without the router knowing: the other language opens on the same
    // material, and on the same paragraph (a Russian-only text keeps its anchors in English).
    const { hash } = window.location;
    if (/^#material=\d+$/.test(hash) || (isBooksPath(window.location.pathname) && isParagraphAnchor(hash)))
      event.currentTarget.href = `${event.currentTarget.href.split('#')[0]}${hash}`;
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server for the books area
    document.cookie = `${LOCALE_COOKIE}=${target}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  };
  if (onlyHere)
    // The other language's address comes back here: no switch, but the fact, said in the language
    // of the reader who looks for it (the drawer says it in words on phones too).
    return (
      <span
        className={`${styles.language} ${styles.languageNone}`}
        lang={target}
        title={t('language.onlyThisLanguage')}
        data-testid="language-only-here"
      >
        <span aria-hidden="true">{target.toUpperCase()}</span>
        <span className="visually-hidden">{t('language.onlyThisLanguage')}</span>
      </span>
    );
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
