/**
 * The questionnaires' screen: each pending request as a card with the reader and their answers, and
 * its decision form; a decided one moves to the list below with its status, who decided and when.
 */
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import type { Locale } from '../../../shared/locales.ts';
import { displayName } from '../../../shared/logic/display-name.ts';
import { typedTextLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import type { DeskAccessRequest } from '../../../shared/schemas/desk.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { callApi } from '../../data/call-api.ts';
import { useSubmit } from '../../data/use-submit.ts';
import styles from '../../features/desk/Desk.module.css';
import { DeskEmpty, DeskFrame } from '../../features/desk/DeskFrame.tsx';
import { ReasonField } from '../../features/desk/ReasonField.tsx';
import { useDeskTranslation } from '../../features/desk/use-desk-translation.ts';
import type { DeskAccessData } from './types.ts';

function Answers({ request, locale }: { request: DeskAccessRequest; locale: Locale }) {
  const { t } = useDeskTranslation();
  const name = displayName(request.user, request.user.email);
  return (
    <>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>
          <SiteLink to={href('desk-reader', locale, { id: String(request.user.id) })}>
            <bdi lang={typedTextLang(name, locale)}>{name}</bdi>
          </SiteLink>
        </h3>
        <span className={styles.pill}>{t(`common.${request.user.locale}`)}</span>
      </div>
      <p className={styles.meta}>
        <bdi>{request.user.email}</bdi> ·{' '}
        {t('access.sent', { date: formatDateTime(request.created_at, locale) })}
      </p>
      <dl className={styles.facts}>
        {(['occupation', 'institution', 'purpose'] as const).map((field) => (
          <div key={field} className={styles.factRow}>
            <dt>{t(`access.${field}`)}</dt>
            <dd className={styles.quote} dir="auto" lang={typedTextLang(request[field], locale)}>
              {request[field]}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function Decision({ request, locale }: { request: DeskAccessRequest; locale: Locale }) {
  const { t } = useDeskTranslation();
  if (request.status === 'pending' || !request.decided_at) return null;
  const values = { status: t(`access.${request.status}`), date: formatDateTime(request.decided_at, locale) };
  return (
    <>
      <p className={styles.status} data-testid="desk-access-decision">
        {request.decided_by ? (
          <>
            {values.status} · {values.date} ·{' '}
            <bdi lang={typedTextLang(request.decided_by, locale)}>{request.decided_by}</bdi>
          </>
        ) : (
          t('access.byCommand', values)
        )}
      </p>
      {request.reason ? (
        <p className={styles.quote}>
          {t('common.reason')}:{' '}
          <span dir="auto" lang={typedTextLang(request.reason, locale)}>
            {request.reason}
          </span>
        </p>
      ) : null}
    </>
  );
}

function Pending({
  request,
  locale,
  onDecided,
}: {
  request: DeskAccessRequest;
  locale: Locale;
  onDecided: (request: DeskAccessRequest | null) => void;
}) {
  const { t } = useDeskTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const form = useSubmit();
  const decide = async (grant: boolean) => {
    if (!grant && !reason.trim()) return setError(t('common.reasonNeeded'));
    setError(null);
    const body = grant ? { decision: 'grant' as const } : { decision: 'refuse' as const, reason };
    const answer = await form.send(() => callApi('desk.access-decide', { params: { id: request.id }, body }));
    if (!answer) return;
    if (answer.ok) onDecided(answer.data.request);
    else if (answer.status === 409 || answer.status === 404) onDecided(null);
    else setError(t('common.failed'));
  };
  return (
    <li className={styles.card} data-testid="desk-access-request">
      <Answers request={request} locale={locale} />
      <div className={styles.form}>
        <ReasonField value={reason} onChange={setReason} error={error} />
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--primary"
            disabled={form.pending}
            onClick={() => void decide(true)}
          >
            {t('access.grant')}
          </button>
          <button type="button" className="button" disabled={form.pending} onClick={() => void decide(false)}>
            {t('access.refuse')}
          </button>
        </div>
      </div>
    </li>
  );
}

export function DeskAccessScreen() {
  const { t } = useDeskTranslation();
  const { locale, summary, data } = useLoaderData<DeskAccessData>();
  const [pending, setPending] = useState(data.pending);
  const [decided, setDecided] = useState(data.decided);
  const [note, setNote] = useState<string | null>(null);
  return (
    <DeskFrame section="access" title={t('nav.access')} summary={summary}>
      <p className={styles.status} role="status">
        {note}
      </p>
      <section className={styles.section} aria-labelledby="desk-pending">
        <h2 id="desk-pending" className={styles.sectionTitle}>
          {t('access.pending')}
        </h2>
        {pending.length === 0 ? (
          <DeskEmpty text={t('common.empty')} />
        ) : (
          <ol className={styles.list}>
            {pending.map((request) => (
              <Pending
                key={request.id}
                request={request}
                locale={locale}
                onDecided={(done) => {
                  setPending((list) => list.filter((item) => item.id !== request.id));
                  if (done) {
                    setDecided((list) => [done, ...list]);
                    setNote(`${t(`access.${done.status}`)}: ${done.user.email}`);
                  } else setNote(t('common.gone'));
                }}
              />
            ))}
          </ol>
        )}
      </section>
      {decided.length > 0 ? (
        <section className={styles.section} aria-labelledby="desk-decided">
          <h2 id="desk-decided" className={styles.sectionTitle}>
            {t('access.decided')}
          </h2>
          <ol className={styles.list}>
            {decided.map((request) => (
              <li key={request.id} className={styles.card} data-testid="desk-access-decided">
                <Answers request={request} locale={locale} />
                <Decision request={request} locale={locale} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </DeskFrame>
  );
}
