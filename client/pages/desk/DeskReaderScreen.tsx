/**
 * A reader's account screen: the facts as a list, the account actions as buttons (each answered with
 * the account as it is afterwards), and the reader's comments with their state and item.
 */
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { formatDate, formatDateTime } from '../../../shared/i18n/format.ts';
import { displayName } from '../../../shared/logic/display-name.ts';
import { typedTextLang } from '../../../shared/logic/text-lang.ts';
import { itemHref } from '../../../shared/routes/item-href.ts';
import type { DeskReader, ReaderAction } from '../../../shared/schemas/desk.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { callApi } from '../../data/call-api.ts';
import { useSubmit } from '../../data/use-submit.ts';
import styles from '../../features/desk/Desk.module.css';
import { DeskEmpty, DeskFrame } from '../../features/desk/DeskFrame.tsx';
import { useDeskTranslation } from '../../features/desk/use-desk-translation.ts';
import type { DeskReaderData } from './types.ts';

/** The actions that make sense for the account as it is now. */
function actionsFor(reader: DeskReader): ReaderAction[] {
  return [
    reader.card_access === 1 ? 'revoke-access' : 'grant-access',
    reader.role === 'admin' ? 'unmake-admin' : 'make-admin',
    ...(reader.must_change_password ? [] : (['require-password-change'] as const)),
    'end-sessions',
  ];
}

export function DeskReaderScreen() {
  const { t } = useDeskTranslation();
  const { locale, summary, data, comments } = useLoaderData<DeskReaderData>();
  const [reader, setReader] = useState(data.reader);
  const [note, setNote] = useState<{ text: string; error?: boolean } | null>(null);
  const form = useSubmit();
  const name = displayName(reader, reader.email);
  const yes = (value: boolean) => (value ? t('reader.yes') : t('reader.no'));

  const act = async (action: ReaderAction) => {
    setNote(null);
    const answer = await form.send(() =>
      callApi('desk.reader-act', { params: { id: reader.id }, body: { action } }),
    );
    if (!answer) return;
    if (answer.ok) {
      setReader(answer.data.reader);
      setNote({ text: t('reader.done') });
    } else
      setNote({
        text: answer.code === 'last_admin' ? t('reader.lastAdmin') : t('common.failed'),
        error: true,
      });
  };

  return (
    <DeskFrame section="readers" title={name} summary={summary}>
      <section className={`${styles.section} ${styles.card}`} aria-label={t('reader.title')}>
        <dl className={styles.facts} data-testid="desk-reader-facts">
          <dt>E-mail</dt>
          <dd>
            <bdi>{reader.email}</bdi>
          </dd>
          <dt>{t('common.language')}</dt>
          <dd>{t(`common.${reader.locale}`)}</dd>
          <dt>{t('reader.registered')}</dt>
          <dd>{formatDate(reader.registered_at, locale)}</dd>
          <dt>{t('reader.confirmed')}</dt>
          <dd>{yes(reader.email_confirmed)}</dd>
          <dt>{t('reader.cardAccess')}</dt>
          <dd data-testid="desk-reader-card">{yes(reader.card_access === 1)}</dd>
          <dt>{t('reader.admin')}</dt>
          <dd data-testid="desk-reader-admin">{yes(reader.role === 'admin')}</dd>
          <dt>{t('reader.mustChange')}</dt>
          <dd>{yes(reader.must_change_password)}</dd>
          <dt>{t('reader.lastSignIn')}</dt>
          <dd>{reader.last_sign_in ? formatDateTime(reader.last_sign_in, locale) : t('reader.never')}</dd>
          <dt>{t('reader.sessions')}</dt>
          <dd data-testid="desk-reader-sessions">{reader.active_sessions}</dd>
          <dt>{t('reader.comments')}</dt>
          <dd>{reader.comments}</dd>
          <dt>{t('reader.reviews')}</dt>
          <dd>{reader.reviews}</dd>
          <dt>{t('reader.chats')}</dt>
          <dd>{reader.chat_messages}</dd>
          {reader.comments_blocked_until ? (
            <>
              <dt>{t('reader.blocked')}</dt>
              <dd>{formatDateTime(reader.comments_blocked_until, locale)}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="desk-reader-actions">
        <h2 id="desk-reader-actions" className={styles.sectionTitle}>
          {t('reader.actions')}
        </h2>
        <div className={styles.actions}>
          {actionsFor(reader).map((action) => (
            <button
              key={action}
              type="button"
              className="button"
              disabled={form.pending}
              onClick={() => void act(action)}
              data-testid={`desk-act-${action}`}
            >
              {t(`reader.${action}`)}
            </button>
          ))}
        </div>
        <p
          className={note?.error ? styles.error : styles.status}
          role="status"
          data-testid="desk-reader-note"
        >
          {note?.text}
        </p>
      </section>
      <section className={styles.section} aria-labelledby="desk-reader-comments" id="comments">
        <h2 id="desk-reader-comments" className={styles.sectionTitle}>
          {t('comments.others')}
        </h2>
        {comments.length === 0 ? (
          <DeskEmpty text={t('common.empty')} />
        ) : (
          <ol className={styles.list} data-testid="desk-reader-comments">
            {comments.map((comment) => (
              <li key={comment.id} className={styles.card}>
                <p className={styles.meta}>
                  <span className={styles.pill}>{t(`comments.${comment.status}`)}</span>{' '}
                  {comment.item.slug ? (
                    <SiteLink to={itemHref(comment.item.type, comment.locale, comment.item.slug)}>
                      {`${comment.item.type}/${comment.item.slug}`}
                    </SiteLink>
                  ) : (
                    comment.item.type
                  )}{' '}
                  · <time dateTime={comment.created_at}>{formatDateTime(comment.created_at, locale)}</time>
                </p>
                <p className={styles.quote} dir="auto" lang={typedTextLang(comment.content, locale)}>
                  {comment.content}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </DeskFrame>
  );
}
