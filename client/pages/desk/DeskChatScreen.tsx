/**
 * The conversation's screen: the reader's name and language, the thread (`ChatThread`, the reader's
 * own view with their name for "You"), kept live by the same polling as the reader's page, and the
 * reply form, with the reader's box's own rules (`use-message-box.ts`): Ctrl+Enter sends there too.
 */
import { useCallback, useRef, useState } from 'react';
import { useLoaderData } from 'react-router';
import { LIMITS } from '../../../shared/constants.ts';
import { displayName } from '../../../shared/logic/display-name.ts';
import { typedTextLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import type { ChatMessage } from '../../../shared/schemas/chat.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { callApi } from '../../data/call-api.ts';
import { useVisiblePoll } from '../../data/use-visible-poll.ts';
import { ChatThread } from '../../features/chat/ChatThread.tsx';
import { CHAT_POLL_INTERVAL_MS, merged } from '../../features/chat/use-live-thread.ts';
import { useMessageBox } from '../../features/chat/use-message-box.ts';
import styles from '../../features/desk/Desk.module.css';
import { DeskFrame } from '../../features/desk/DeskFrame.tsx';
import { useDeskTranslation } from '../../features/desk/use-desk-translation.ts';
import { MessageField } from '../../ui/MessageField.tsx';
import type { DeskChatData } from './types.ts';

export function DeskChatScreen() {
  const { t } = useDeskTranslation();
  const { locale, summary, data, replies } = useLoaderData<DeskChatData>();
  const { thread } = data;
  const [messages, setMessages] = useState(data.messages);
  const [waiting, setWaiting] = useState(thread.waiting);
  const [note, setNote] = useState<string | null>(null);
  const latest = useRef(messages);
  latest.current = messages;
  const add = useCallback(
    (incoming: ChatMessage[]) => setMessages((current) => merged(current, incoming)),
    [],
  );

  // New messages arrive on an open desk without a reload (docs/desk.md#support-inbox).
  useVisiblePoll(async (signal) => {
    const after = latest.current.at(-1)?.id ?? 0;
    const answer = await callApi('desk.chat', { params: { id: thread.id }, query: { after } }, { signal });
    if (answer.ok) {
      add(answer.data.messages);
      setWaiting(answer.data.thread.waiting);
    }
    return !answer.ok && (answer.status === 404 || answer.status === 401) ? 'stop' : undefined;
  }, CHAT_POLL_INTERVAL_MS);

  const name = displayName(thread.user, thread.user.email);
  const saved = replies.filter((reply) => reply.locale === thread.user.locale);

  const box = useMessageBox(async (text, run) => {
    setNote(null);
    const answer = await run(() => callApi('desk.chat-reply', { params: { id: thread.id }, body: { text } }));
    if (!answer) return null;
    if (!answer.ok) return t('common.failed');
    add([answer.data.message]);
    setWaiting(false);
    setNote(t('chat.sent'));
    return true;
  });
  const done = async () => {
    box.setFailure(null);
    const answer = await box.run(() => callApi('desk.chat-done', { params: { id: thread.id } }));
    if (!answer) return;
    if (!answer.ok) return box.setFailure(t('common.failed'));
    setWaiting(false);
    setNote(t('chat.doneNote'));
  };

  return (
    <DeskFrame section="chats" title={t('chat.title')} summary={summary}>
      <p className={styles.lead}>
        <SiteLink to={href('desk', locale)}>{t('chat.back')}</SiteLink>
      </p>
      <div className={styles.card}>
        <dl className={styles.facts}>
          <dt>{t('chat.reader')}</dt>
          <dd>
            <SiteLink to={href('desk-reader', locale, { id: String(thread.user.id) })}>
              <bdi lang={typedTextLang(name, locale)}>{name}</bdi>
            </SiteLink>{' '}
            <bdi>&lt;{thread.user.email}&gt;</bdi>
          </dd>
          <dt>{t('common.language')}</dt>
          <dd>{t(`common.${thread.user.locale}`)}</dd>
        </dl>
      </div>
      <div className={styles.section}>
        <ChatThread messages={messages} locale={locale} userLabel={name} />
      </div>
      <p className={styles.status} role="status" data-testid="desk-chat-status">
        {note ?? (waiting ? null : t('chat.answered'))}
      </p>
      <form className={styles.form} onSubmit={box.onSubmit} noValidate data-testid="desk-chat-form">
        <MessageField
          label={t('chat.label')}
          name="text"
          {...box.field}
          placeholder={t('chat.placeholder')}
          error={box.failure}
          hint={`${box.count} / ${LIMITS.messageMaxChars}`}
          sendLabel={t('chat.send')}
          sendingLabel={t('chat.sending')}
        />
      </form>
      <div className={`${styles.actions} ${styles.after} ${styles.section}`}>
        <button
          type="button"
          className="button"
          disabled={box.pending || !waiting}
          onClick={() => void done()}
        >
          {t('chat.done')}
        </button>
      </div>
      <section className={styles.section} aria-labelledby="desk-saved">
        <h2 id="desk-saved" className={styles.sectionTitle}>
          {t('chat.saved')}
        </h2>
        {saved.length === 0 ? (
          <p className={styles.meta}>{t('chat.noSaved')}</p>
        ) : (
          <ul className={`${styles.actions} plain-list`}>
            {saved.map((reply) => (
              <li key={reply.id}>
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    box.setText((current) => (current ? `${current}\n${reply.content}` : reply.content))
                  }
                  data-testid="desk-insert-reply"
                >
                  {t('chat.insert')}: <span lang={typedTextLang(reply.title, locale)}>{reply.title}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </DeskFrame>
  );
}
