import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { useLocale } from '../../runtime/root-data.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import styles from './ErrorScreen.module.css';

type Kind = 'notFound' | 'badRequest' | 'unavailable' | 'server';

function kindOf(error: unknown): Kind {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return 'notFound';
    if (error.status === 400) return 'badRequest';
    if (error.status === 503) return 'unavailable';
  }
  return 'server';
}

/** The localized error page (docs/product.md#screens, docs/product.md#error-messages): 404, 400 (a query that could not be read), 503 or a generic failure; never a stack trace. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const kind = kindOf(error);
  const title = t(`errors.${kind}.title`);
  return (
    <div className={styles.screen} data-error-kind={kind}>
      <PageMeta title={title} noindex />
      <p className={styles.code} aria-hidden="true">
        {{ notFound: '404', badRequest: '400', unavailable: '503', server: '500' }[kind]}
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{t(`errors.${kind}.text`)}</p>
      {kind === 'unavailable' ? (
        <a className="button button--primary" href={`${location.pathname}${location.search}`}>
          {t('errors.unavailable.retry')}
        </a>
      ) : (
        <SiteLink className="button button--primary" to={href('main', locale)}>
          {t(`errors.${kind}.home`)}
        </SiteLink>
      )}
    </div>
  );
}
