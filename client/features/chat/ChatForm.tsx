/**
 * The reader's message box (docs/product.md#screens "Profile area"; docs/rules.md R2, R19): blank text is not sent, text
 * over the limit says so next to the field before anything is sent, and the server's refusals are
 * named in the reader's language (the rate limit with the minutes to wait). A session that has ended
 * opens the login window.
 */
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../shared/constants.ts';
import type { ChatMessage } from '../../../shared/schemas/chat.ts';
import { callApi } from '../../data/call-api.ts';
import { errorKey, minutesToWait } from '../../data/error-keys.ts';
import { useUi } from '../../runtime/ui-state.tsx';
import { MessageField } from '../../ui/MessageField.tsx';
import styles from './Chat.module.css';
import { useMessageBox } from './use-message-box.ts';

/** The chat's own wording of a refusal from another address. */
const CHAT_WORDING = { foreign_origin: 'foreignOrigin' };

export function ChatForm({ onSent }: { onSent: (message: ChatMessage) => void }) {
  const { t } = useTranslation('chat');
  const { openModal } = useUi();
  const box = useMessageBox(async (text, run) => {
    const answer = await run(() => callApi('chat.send', { body: { messageText: text } }));
    if (!answer) return null;
    if (answer.ok) {
      onSent(answer.data.message);
      return true;
    }
    if (answer.status === 401) {
      openModal('login');
      return null;
    }
    // Retry-After is the rest of the ten minutes; said in whole minutes.
    if (answer.status === 429) return t('rateLimited', { count: minutesToWait(answer) });
    return t(errorKey(answer.code, 'failed', CHAT_WORDING));
  });
  const message = box.tooLong ? t('tooLong', { max: LIMITS.messageMaxChars }) : box.failure;

  return (
    <form className={styles.form} onSubmit={box.onSubmit} noValidate data-testid="chat-form">
      <MessageField
        label={t('label')}
        name="messageText"
        {...box.field}
        placeholder={t('placeholder')}
        error={message}
        hint={t('hint', { count: box.count, max: LIMITS.messageMaxChars })}
        sendLabel={t('send')}
        sendingLabel={t('sending')}
        onSurface
        messageTestId="chat-form-message"
      />
    </form>
  );
}
