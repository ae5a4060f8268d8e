/**
 * A message box's own rules, the same for the reader's support chat (`ChatForm.tsx`) and the desk's
 * reply (`client/pages/desk/DeskChatScreen.tsx`): blank text is not sent, text over the limit is not
 * sent (docs/rules.md R2), one send at a time, and Ctrl+Enter (⌘+Enter) sends as in most messengers
 * while Enter alone is a new line. What a send does and what a refusal says are the caller's.
 */
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { LIMITS } from '../../../shared/constants.ts';
import { isBlankComment } from '../../../shared/logic/comment-text.ts';
import { useSubmit } from '../../data/use-submit.ts';

type Run = ReturnType<typeof useSubmit>['send'];

/**
 * `deliver` sends the text through `run` (pending meanwhile, one at a time) and answers true when it
 * went, which empties the box; otherwise a refusal to show beside the field, or null.
 */
export type Deliver = (text: string, run: Run) => Promise<true | string | null>;

export function useMessageBox(deliver: Deliver) {
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSubmit();
  const count = Array.from(text).length;
  const tooLong = count > LIMITS.messageMaxChars;

  const send = async () => {
    if (form.pending || tooLong || isBlankComment(text)) return;
    setFailure(null);
    const outcome = await deliver(text, form.send);
    if (outcome === true) setText('');
    else setFailure(outcome);
  };

  return {
    text,
    setText,
    count,
    tooLong,
    failure,
    setFailure,
    pending: form.pending,
    /** For the form's other calls, so they share its pending state. */
    run: form.send,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      void send();
    },
    /** What the box gives `MessageField`. */
    field: {
      value: text,
      onChange: (value: string) => {
        setText(value);
        setFailure(null);
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          void send();
        }
      },
      invalid: tooLong,
      sending: form.pending,
    },
  };
}
