/**
 * A modal dialog on the native `<dialog>` element: the browser traps focus, Escape closes it, and focus
 * returns to what opened it. Used by every modal of the site (login, password, image popup…).
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Dialog.module.css';
import { Icon } from './icons/Icon.tsx';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Hide the title visually (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  size?: 'narrow' | 'wide' | 'full';
  children: ReactNode;
}

export function Dialog({ open, onClose, title, hideTitle, size = 'narrow', children }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // A pointer click on the backdrop (the dialog element itself, outside its content) closes it; the
  // keyboard's way out is Escape, which the native dialog already handles.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onClose();
    };
    dialog.addEventListener('click', onClick);
    return () => dialog.removeEventListener('click', onClick);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, styles[size]].filter(Boolean).join(' ')}
      aria-labelledby={open ? titleId : undefined}
      onClose={onClose}
    >
      {/* A closed dialog holds nothing: no empty heading in the page's outline. */}
      {open ? (
        <div className={styles.content}>
          <div className={styles.head}>
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('actions.close')}>
              <Icon name="X" size={22} />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
