/** The readers' search screen: the form, then the readers found, each a link to their account. */
import { Form, useLoaderData } from 'react-router';
import { displayName } from '../../../shared/logic/display-name.ts';
import { typedTextLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import styles from '../../features/desk/Desk.module.css';
import { DeskEmpty, DeskFrame } from '../../features/desk/DeskFrame.tsx';
import { useDeskTranslation } from '../../features/desk/use-desk-translation.ts';
import type { DeskReadersData } from './types.ts';

export function DeskReadersScreen() {
  const { t } = useDeskTranslation();
  const { locale, summary, data, q } = useLoaderData<DeskReadersData>();
  return (
    <DeskFrame section="readers" title={t('nav.readers')} summary={summary}>
      <Form method="get" action={href('desk-readers', locale)} className={`${styles.form} panel`}>
        <label className={styles.label} htmlFor="desk-readers-q">
          {t('readers.search')}
        </label>
        <input
          id="desk-readers-q"
          className={styles.input}
          type="search"
          name="q"
          defaultValue={q}
          minLength={2}
          maxLength={120}
          aria-describedby="desk-readers-hint"
          data-testid="desk-readers-q"
        />
        <p id="desk-readers-hint" className="field-hint">
          {t('readers.hint')}
        </p>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            {t('readers.find')}
          </button>
        </div>
      </Form>
      {data ? (
        <section className={styles.section} aria-label={t('nav.readers')}>
          {data.readers.length === 0 ? (
            <DeskEmpty text={t('readers.none', { q })} />
          ) : (
            <ul className={styles.list} data-testid="desk-readers">
              {data.readers.map((reader) => {
                const name = displayName(reader, reader.email);
                return (
                  <li key={reader.id} className={styles.card} data-testid="desk-reader-row">
                    <div className={styles.cardHead}>
                      <h2 className={styles.cardTitle}>
                        <SiteLink to={href('desk-reader', locale, { id: String(reader.id) })}>
                          <bdi lang={typedTextLang(name, locale)}>{name}</bdi>
                        </SiteLink>
                      </h2>
                      {reader.role === 'admin' ? (
                        <span className={styles.pill}>{t('reader.admin')}</span>
                      ) : null}
                    </div>
                    <p className={styles.meta}>
                      <bdi>{reader.email}</bdi> · {t(`common.${reader.locale}`)}
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : null}
    </DeskFrame>
  );
}
