/**
 * The support chat, /{locale}/profile/help (docs/product.md#screens "Profile area": the admin promises a reply within
 * one working day; docs/product.md#content-and-engagement): the reader's one thread with dates and the admin label on the
 * administrator's replies, rendered on the server and readable without scripts, and the box to write.
 * While the page is open and visible a new reply appears without a reload and is read, which clears
 * the header's unread counter. Without a session, the sign-in prompt (docs/architecture.md#sessions-and-accounts).
 */
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { Locale } from '../../../shared/locales.ts';
import type { ChatThreadAnswer } from '../../../shared/schemas/chat.ts';
import { CHAT_THREAD_LIMIT } from '../../../shared/schemas/plain.ts';
import styles from '../../features/chat/Chat.module.css';
import { ChatForm } from '../../features/chat/ChatForm.tsx';
import { ChatThread } from '../../features/chat/ChatThread.tsx';
import { useLiveThread } from '../../features/chat/use-live-thread.ts';
import { loadPersonal, localeOf } from '../../features/profile/load-personal.ts';
import { EmptyState, ProfileFrame } from '../../features/profile/ProfileFrame.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';

interface HelpData {
  locale: Locale;
  thread: ChatThreadAnswer | null;
}

export async function loader(args: LoaderFunctionArgs): Promise<HelpData> {
  return { locale: localeOf(args), thread: await loadPersonal(args, 'chat.thread', { query: {} }) };
}

function Chat({ thread, locale }: { thread: ChatThreadAnswer; locale: Locale }) {
  const { t } = useTranslation('chat');
  const { messages, add } = useLiveThread(thread);
  return (
    <>
      <p className={styles.promise} data-testid="chat-promise">
        <Icon name="Clock" size={18} className={styles.promiseIcon} />
        <span>{t('promise')}</span>
      </p>
      <p className={styles.lead}>{t('lead')}</p>
      {thread.has_earlier ? (
        <p className={styles.earlier}>{t('earlier', { limit: CHAT_THREAD_LIMIT })}</p>
      ) : null}
      {messages.length > 0 ? (
        <ChatThread messages={messages} locale={locale} />
      ) : (
        <div className={styles.emptyThread}>
          <EmptyState text={t('empty')} />
        </div>
      )}
      <ChatForm onSent={(message) => add([message])} />
    </>
  );
}

export function Component() {
  const { t } = useTranslation('profile');
  const { locale, thread } = useLoaderData<HelpData>();
  return (
    <ProfileFrame section="help" title={t('nav.help')} signedIn={thread !== null}>
      {thread ? <Chat thread={thread} locale={locale} /> : null}
    </ProfileFrame>
  );
}
