/**
 * The support thread (docs/product.md#screens "Profile area"; docs/product.md#visual-language "Personal area": it reads like a conversation):
 * the reader's messages on one side, the administrator's on the other under the admin label, each
 * with its date and time. Texts are as typed and rendered as text (docs/rules.md R4: text children,
 * line breaks by CSS, isolated with `dir="auto"`). The list sits in a `log`, so a reply that arrives
 * while the page is open is announced (the role on the list itself would take its items' list away).
 */
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import type { Locale } from '../../../shared/locales.ts';
import { typedTextLang } from '../../../shared/logic/text-lang.ts';
import type { ChatMessage } from '../../../shared/schemas/chat.ts';
import styles from './Chat.module.css';

export function ChatThread({
  messages,
  locale,
  userLabel,
}: {
  messages: ChatMessage[];
  locale: Locale;
  /** Who the reader's messages are from; "You" on the reader's own page, their name at the desk. */
  userLabel?: string;
}) {
  const { t } = useTranslation('chat');
  return (
    <div role="log" aria-label={t('thread')} data-testid="chat-thread">
      <ol className={styles.thread}>
        {messages.map((message) => {
          const admin = message.from === 'admin';
          return (
            <li
              key={message.id}
              className={`${styles.message} ${admin ? styles.fromAdmin : styles.fromUser}`}
              data-testid="chat-message"
              data-from={message.from}
            >
              <p className={styles.meta}>
                {admin ? (
                  <span className={styles.adminLabel} data-testid="chat-admin-label">
                    {t('admin')}
                  </span>
                ) : (
                  <span
                    className={styles.author}
                    dir={userLabel ? 'auto' : undefined}
                    lang={userLabel ? typedTextLang(userLabel, locale) : undefined}
                  >
                    {userLabel ?? t('you')}
                  </span>
                )}
                <time className={styles.time} dateTime={message.created_at}>
                  {formatDateTime(message.created_at, locale)}
                </time>
              </p>
              <p
                className={styles.text}
                dir="auto"
                lang={typedTextLang(message.content, locale)}
                data-testid="chat-text"
              >
                {message.content}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
