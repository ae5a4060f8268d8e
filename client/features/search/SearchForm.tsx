/**
 * The search page's input to refine the query: a plain GET form, so it works without scripts; the
 * chosen tags go along, the group and page start again.
 */
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './SearchForm.module.css';
import type { SearchState } from './search-url.ts';

export function SearchForm({ locale, state }: { locale: Locale; state: SearchState }) {
  const { t } = useTranslation('search');
  return (
    <Form className={styles.form} role="search" method="get" action={href('page-search', locale)}>
      <label className="visually-hidden" htmlFor="search-page-input">
        {t('page.refineLabel')}
      </label>
      <input
        id="search-page-input"
        className={styles.input}
        type="search"
        name="search"
        defaultValue={state.query}
        dir="auto"
        placeholder={t('live.placeholder')}
        maxLength={200}
        autoComplete="off"
      />
      {state.tags.length > 0 ? <input type="hidden" name="tags" value={`[${state.tags.join(',')}]`} /> : null}
      <button type="submit" className={`button button--primary ${styles.submit}`}>
        <Icon name="Search" size={18} />
        <span>{t('page.submit')}</span>
      </button>
    </Form>
  );
}
