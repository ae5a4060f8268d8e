/**
 * The reader's message box (docs/product.md#screens "Profile area"; docs/rules.md R2, R19): blank text is not sent, text
 * over the limit says so next to the field before anything is sent, and the server's refusals are
 * named in the reader's language (the rate limit with the minutes to wait). A session that has ended
 * opens the login window.
 */
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../shared/constants.ts';
import { isBlankComment } from '../../../shared/logic/comment-text.ts';
import type { ChatMessage } from '../../../shared/schemas/chat.ts';
import { useUi } from '../../runtime/ui-state.tsx';
import { MessageField } from '../../ui/MessageField.tsx';
import { sendForm } from '../profile/send.ts';
import styles from './Chat.module.css';

const length = (text: string) => Array.from(text).length;

export function ChatForm({ onSent }: { onSent: (message: ChatMessage) => void }) {
  const { t } = useTranslation('chat');
  const { openModal } = useUi();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tooLong = length(text) > LIMITS.messageMaxChars;
  const message = tooLong ? t('tooLong', { max: LIMITS.messageMaxChars }) : failure;

  const send = async () => {
    if (sending || tooLong || isBlankComment(text)) return;
    setSending(true);
    setFailure(null);
    const answer = await sendForm<{ message: ChatMessage }>('chat.send', { messageText: text });
    setSending(false);
    if (answer.ok) {
      onSent(answer.data.message);
      setText('');
    } else if (answer.status === 401) openModal('login');
    else if (answer.status === 429) {
      // Retry-After is the rest of the ten minutes; said in whole minutes.
      setFailure(t('rateLimited', { count: Math.max(1, Math.ceil((answer.retryAfter ?? 60) / 60)) }));
    } else setFailure(t(answer.code === 'foreign_origin' ? 'foreignOrigin' : 'failed'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  // Ctrl+Enter (⌘+Enter) sends, as in most messengers; Enter alone is a new line.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="chat-form">
      <MessageField
        label={t('label')}
        name="messageText"
        value={text}
        onChange={(value) => {
          setText(value);
          setFailure(null);
        }}
        onKeyDown={onKeyDown}
        placeholder={t('placeholder')}
        invalid={tooLong}
        error={message}
        hint={t('hint', { count: length(text), max: LIMITS.messageMaxChars })}
        sending={sending}
        sendLabel={t('send')}
        sendingLabel={t('sending')}
        onSurface
        messageTestId="chat-form-message"
      />
    </form>
  );
}
