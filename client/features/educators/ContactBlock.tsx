/**
 * The contact block of the hashtag tool (docs/product.md#screens, docs/product.md#validation, docs/product.md#error-messages): a textarea of four rows that grows to five,
 * a send button and a link to the profile. The message goes to `/api/send-message`; the sender is the
 * session's user (the API decides, R17). On the form page the result shows in a modal ("modal"); on
 * the results page success only hides the button and a failure shows nothing ("quiet", docs/product.md#error-messages).
 * A sent message hides the send button in both. An empty message is not sent in either: the field
 * says what is missing, beside it (docs/product.md#validation), rather than a failure to send.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { isBlankComment } from '../../../shared/logic/comment-text.ts';
import { href } from '../../../shared/routes/href.ts';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { callApi } from '../../data/call-api.ts';
import { useSubmit } from '../../data/use-submit.ts';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import styles from './Educators.module.css';

export type ContactMode = 'modal' | 'quiet';

export function ContactBlock({ locale, mode }: { locale: Locale; mode: ContactMode }) {
  const { t } = useTranslation('educators');
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const form = useSubmit();
  const [result, setResult] = useState<'success' | 'failure' | null>(null);
  const [empty, setEmpty] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (isBlankComment(text)) {
      setEmpty(true);
      return;
    }
    const answer = await form.send(() => callApi('educators.message', { body: { messageText: text } }));
    if (!answer) return;
    if (!answer.ok && answer.status === 400 && answer.field === 'messageText') {
      setEmpty(true);
      return;
    }
    const sent = answer.ok && answer.data.success;
    form.setDone(sent);
    if (sent) setText('');
    if (mode === 'modal') setResult(sent ? 'success' : 'failure');
  }

  return (
    <section className={styles.contact} aria-labelledby="educators-contact-title">
      <h2 id="educators-contact-title" className={styles.contactTitle}>
        {t('contact.title')}
      </h2>
      <p className={styles.contactLead}>{t('contact.lead')}</p>
      <form className={styles.contactForm} onSubmit={send} noValidate>
        <label className="visually-hidden" htmlFor="educators-message">
          {t('contact.label')}
        </label>
        <textarea
          id="educators-message"
          className={styles.textarea}
          rows={4}
          value={text}
          placeholder={t('contact.placeholder')}
          aria-invalid={empty ? true : undefined}
          aria-describedby={empty ? 'educators-message-error' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setEmpty(false);
          }}
        />
        {empty ? (
          <p id="educators-message-error" className={styles.fieldError} role="alert">
            {t('contact.empty')}
          </p>
        ) : null}
        <div className={styles.contactActions}>
          {form.done ? null : (
            <button type="submit" className="button button--primary" disabled={!hydrated || form.pending}>
              {form.pending ? t('contact.sending') : t('contact.send')}
            </button>
          )}
          <SiteLink to={href('profile-data', locale)}>{t('contact.profileLink')}</SiteLink>
        </div>
      </form>
      {mode === 'modal' ? (
        <Dialog
          open={result !== null}
          onClose={() => setResult(null)}
          title={t('contact.resultTitle')}
          hideTitle
        >
          <p className={result === 'success' ? styles.resultOk : styles.resultFail} role="status">
            {result === 'success' ? t('contact.success') : t('contact.failure')}
          </p>
        </Dialog>
      ) : null}
    </section>
  );
}
