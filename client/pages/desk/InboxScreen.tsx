/**
 * The support inbox's screen: waiting threads as cards linking to each conversation, then the saved
 * replies with a form to add one. Readers' text is shown as text (docs/rules.md R4).
 */
import { type FormEvent, useState } from 'react';
import { useLoaderData } from 'react-router';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { LOCALES, type Locale } from '../../../shared/locales.ts';
import { displayName } from '../../../shared/logic/display-name.ts';
import { typedTextLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import type { SavedReply } from '../../../shared/schemas/desk.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { callApi } from '../../data/call-api.ts';
import { useSubmit } from '../../data/use-submit.ts';
import styles from '../../features/desk/Desk.module.css';
import { DeskEmpty, DeskFrame } from '../../features/desk/DeskFrame.tsx';
import { useDeskTranslation } from '../../features/desk/use-desk-translation.ts';
import { waitedFor } from '../../features/desk/waited.ts';
import type { InboxData } from './types.ts';

function SavedReplies({ initial, locale: pageLocale }: { initial: SavedReply[]; locale: Locale }) {
  const { t } = useDeskTranslation();
  const [replies, setReplies] = useState(initial);
  const [locale, setLocale] = useState<Locale>('ru');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSubmit();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !content.trim()) return;
    setFailure(null);
    const answer = await form.send(() =>
      callApi('desk.saved-reply-add', { body: { locale, title, content } }),
    );
    if (!answer) return;
    if (!answer.ok) return setFailure(t('common.failed'));
    setReplies((list) => [...list, answer.data.reply]);
    setTitle('');
    setContent('');
  };
  const remove = async (reply: SavedReply) => {
    const answer = await form.send(() => callApi('desk.saved-reply-delete', { params: { id: reply.id } }));
    if (answer?.ok) setReplies((list) => list.filter((item) => item.id !== reply.id));
    else if (answer) setFailure(t('common.failed'));
  };

  return (
    <section className={styles.section} aria-labelledby="desk-replies" data-testid="desk-replies">
      <h2 id="desk-replies" className={styles.sectionTitle}>
        {t('replies.title')}
      </h2>
      <p className={styles.lead}>{t('replies.lead')}</p>
      {replies.length > 0 ? (
        <ul className={styles.list}>
          {replies.map((reply) => (
            <li key={reply.id} className={styles.card} data-testid="desk-saved-reply">
              <div className={styles.cardHead}>
                <h3 className={styles.cardTitle} lang={reply.locale}>
                  {reply.title}
                </h3>
                <span className={styles.pill}>{t(`common.${reply.locale}`)}</span>
              </div>
              <p className={styles.quote} lang={reply.locale} dir="auto">
                {reply.content}
              </p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className="button"
                  disabled={form.pending}
                  onClick={() => void remove(reply)}
                >
                  {t('replies.delete')}:{' '}
                  <span lang={typedTextLang(reply.title, pageLocale)}>{reply.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <form className={`${styles.form} panel`} onSubmit={add} data-testid="desk-reply-add">
        <label className={styles.label} htmlFor="desk-reply-locale">
          {t('common.language')}
        </label>
        <select
          id="desk-reply-locale"
          className={styles.input}
          value={locale}
          onChange={(event) => setLocale(event.target.value as Locale)}
        >
          {LOCALES.map((code) => (
            <option key={code} value={code}>
              {t(`common.${code}`)}
            </option>
          ))}
        </select>
        <label className={styles.label} htmlFor="desk-reply-title">
          {t('replies.name')}
        </label>
        <input
          id="desk-reply-title"
          type="text"
          className={styles.input}
          value={title}
          maxLength={120}
          required
          onChange={(event) => setTitle(event.target.value)}
        />
        <label className={styles.label} htmlFor="desk-reply-text">
          {t('replies.text')}
        </label>
        <textarea
          id="desk-reply-text"
          className={styles.textarea}
          value={content}
          required
          onChange={(event) => setContent(event.target.value)}
        />
        {failure ? (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={form.pending}>
            {t('replies.add')}
          </button>
        </div>
      </form>
    </section>
  );
}

export function InboxScreen() {
  const { t } = useDeskTranslation();
  const { locale, summary, data, replies, now } = useLoaderData<InboxData>();
  return (
    <DeskFrame section="chats" title={t('nav.chats')} summary={summary}>
      <section className={styles.section} aria-label={t('nav.chats')}>
        {data.threads.length === 0 ? (
          <DeskEmpty text={t('common.empty')} />
        ) : (
          <ol className={styles.list} data-testid="desk-threads">
            {data.threads.map((thread) => {
              const name = displayName(thread.user, thread.user.email);
              return (
                <li key={thread.id} className={styles.card} data-testid="desk-thread">
                  <div className={styles.cardHead}>
                    <h2 className={styles.cardTitle}>
                      <SiteLink
                        to={href('desk-chat', locale, { id: String(thread.id) })}
                        aria-label={t('chats.open', { name })}
                      >
                        <bdi lang={typedTextLang(name, locale)}>{name}</bdi>
                      </SiteLink>
                    </h2>
                    <span className={styles.pill}>{t(`common.${thread.user.locale}`)}</span>
                  </div>
                  <p className={styles.meta}>
                    {thread.waiting_since ? (
                      <time
                        dateTime={thread.waiting_since}
                        title={formatDateTime(thread.waiting_since, locale)}
                      >
                        {waitedFor(t, thread.waiting_since, now)}
                      </time>
                    ) : null}
                    {' · '}
                    {t('chats.messages', { count: thread.messages })}
                  </p>
                  <p className={styles.quote} dir="auto" lang={typedTextLang(thread.last_message, locale)}>
                    {thread.last_message}
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <SavedReplies initial={replies} locale={locale} />
    </DeskFrame>
  );
}
