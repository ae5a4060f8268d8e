/**
 * The audit log's screen: a table of entries (when, who, what, on whom, details, address), a link to
 * older ones, and the CSV export of the whole log, gathered page by page in the browser.
 */
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { toCsv } from '../../../shared/logic/csv.ts';
import { typedTextLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import type { AuditEntry } from '../../../shared/schemas/desk.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { type CallResult, callApi } from '../../data/call-api.ts';
import { useSubmit } from '../../data/use-submit.ts';
import styles from '../../features/desk/Desk.module.css';
import { DeskEmpty, DeskFrame } from '../../features/desk/DeskFrame.tsx';
import { useDeskTranslation } from '../../features/desk/use-desk-translation.ts';
import type { DeskAuditData } from './types.ts';

/** The most pages one export gathers (100 entries each). */
const EXPORT_PAGES_MAX = 500;
const COLUMNS = ['id', 'at', 'actor', 'action', 'target', 'details', 'ip'] as const;

async function wholeLog(): Promise<CallResult<AuditEntry[]>> {
  const entries: AuditEntry[] = [];
  let before: number | undefined;
  for (let page = 0; page < EXPORT_PAGES_MAX; page++) {
    const answer = await callApi('desk.audit', { query: before ? { before } : {} });
    if (!answer.ok) return answer;
    entries.push(...answer.data.entries);
    if (!answer.data.has_more) break;
    before = answer.data.entries.at(-1)?.id;
  }
  return { ok: true, data: entries };
}

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function DeskAuditScreen() {
  const { t } = useDeskTranslation();
  const { locale, summary, data } = useLoaderData<DeskAuditData>();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSubmit();
  const exportCsv = async () => {
    setFailure(null);
    const entries = await form.send(wholeLog);
    if (!entries) return;
    if (!entries.ok) return setFailure(t('common.failed'));
    download(
      toCsv(
        COLUMNS,
        entries.data.map((entry) => COLUMNS.map((column) => entry[column])),
      ),
    );
  };
  const last = data.entries.at(-1);

  return (
    <DeskFrame section="audit" title={t('nav.audit')} summary={summary}>
      <p className={styles.lead}>{t('audit.lead')}</p>
      <div className={`${styles.actions} ${styles.section}`}>
        <button
          type="button"
          className="button"
          disabled={form.pending}
          onClick={() => void exportCsv()}
          data-testid="desk-audit-export"
        >
          {t('audit.export')}
        </button>
        {failure ? (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
      </div>
      {data.entries.length === 0 ? (
        <DeskEmpty text={t('audit.empty')} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="desk-audit">
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.what')}</th>
                <th scope="col">{t('audit.whom')}</th>
                <th scope="col">{t('audit.details')}</th>
                <th scope="col">{t('audit.from')}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id} data-testid="desk-audit-entry">
                  <td>
                    <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
                  </td>
                  <td>
                    <bdi lang={typedTextLang(entry.actor, locale)}>{entry.actor}</bdi>
                  </td>
                  <td>{entry.action}</td>
                  <td>
                    <bdi lang={typedTextLang(entry.target ?? '', locale)}>{entry.target}</bdi>
                  </td>
                  <td dir="auto" lang={typedTextLang(entry.details ?? '', locale)}>
                    {entry.details}
                  </td>
                  <td>{entry.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.has_more && last ? (
        <p>
          <SiteLink to={href('desk-audit', locale, {}, { before: String(last.id) })}>
            {t('audit.older')}
          </SiteLink>
        </p>
      ) : null}
    </DeskFrame>
  );
}
