/**
 * "Keep for offline" on a reading page (docs/offline.md#keeping-a-text): tells the offline worker the
 * text was opened (so a page reached by a link inside the site is kept like one loaded whole) and
 * pins or unpins it; a pinned text is never dropped for the budget. Scripts and a worker are needed,
 * so the server's page and a browser without workers show nothing here; it sits after the text, so
 * its arrival moves nothing the reader is looking at. Loaded by `KeepSlot` once the page is hydrated.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../ui/icons/Icon.tsx';
import { askWorker } from './ask-worker.ts';
import styles from './KeepButton.module.css';

export function KeepButton() {
  const { pathname, search } = useLocation();
  const url = `${pathname}${search}`;
  const { t } = useTranslation('offline');
  const [pinned, setPinned] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  // Rendered only after hydration (KeepSlot), so the first client render matches the server's.
  const supported = 'serviceWorker' in navigator;

  useEffect(() => {
    if (!supported) return;
    let current = true;
    setFailed(false);
    void askWorker({ type: 'opened', url }).then((answer) => {
      if (current) setPinned(answer.pinned);
    });
    return () => {
      current = false;
    };
  }, [supported, url]);

  if (!supported) return null;
  const toggle = () => {
    if (pending) return;
    setPending(true);
    setFailed(false);
    void askWorker({ type: 'pin', url, pinned: !pinned }).then((answer) => {
      setPending(false);
      setPinned(answer.pinned);
      if (!answer.kept) setFailed(true);
    });
  };
  return (
    <div className={styles.keep}>
      <button
        type="button"
        className="button"
        aria-pressed={pinned}
        aria-disabled={pending}
        onClick={toggle}
        data-testid="keep-offline"
      >
        <Icon name={pinned ? 'Check' : 'Download'} size={20} />
        {pinned ? t('keep.kept') : t('keep.button')}
      </button>
      <p className={styles.note} role="status">
        {failed ? t('keep.failed') : pinned ? t('keep.note') : ''}
      </p>
    </div>
  );
}
