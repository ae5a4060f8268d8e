/**
 * The state of the reader's latest questionnaire: pending, granted or refused, with its
 * dates, the administrator's reason for a refusal, and the answers as typed (R4: text children).
 */
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format.ts';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import type { AccessRequest } from '../../../shared/schemas/access.ts';
import { ACCESS_FIELDS } from '../../../shared/schemas/plain.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './Access.module.css';

const ICONS = { pending: 'Clock', granted: 'Check', refused: 'X' } as const;

export function AccessState({ request, locale }: { request: AccessRequest; locale: Locale }) {
  const { t } = useTranslation('access');
  const { status } = request;
  return (
    <section
      className={styles.state}
      data-status={status}
      aria-labelledby="access-state"
      data-testid="access-state"
    >
      <div className={styles.stateHead}>
        <h2 id="access-state" className={styles.stateTitle}>
          {t('state.title')}
        </h2>
        <span className={styles.badge} data-testid="access-status">
          <Icon name={ICONS[status]} size={16} />
          {t(`state.${status}`)}
        </span>
      </div>
      <p className={styles.stateText}>{t(`state.${status}Text`)}</p>
      {status === 'refused' && request.reason ? (
        <p className={styles.stateText} dir="auto" data-testid="access-reason">
          {t('state.reason', { reason: request.reason })}
        </p>
      ) : null}
      <p className={styles.meta}>
        {t('state.sent', { date: formatDate(request.created_at, locale) })}
        {request.decided_at
          ? ` · ${t('state.decided', { date: formatDate(request.decided_at, locale) })}`
          : null}
      </p>
      {status === 'granted' ? (
        <SiteLink
          className="button button--primary"
          to={href('da-for-educators', locale)}
          data-testid="access-open-tool"
        >
          {t('state.openTool')}
        </SiteLink>
      ) : null}
      {status === 'pending' ? (
        <dl className={styles.answers} aria-label={t('state.answers')}>
          {ACCESS_FIELDS.map((field) => (
            <div key={field}>
              <dt>{t(`form.${field}`)}</dt>
              <dd dir="auto">{request[field]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
