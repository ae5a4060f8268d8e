/**
 * A popover on the native `popover` attribute: the browser gives it the top layer, light dismiss,
 * Escape and focus order right after its trigger, and it works in the server HTML before hydration.
 * Placement (docs/product.md#screens, docs/product.md#constants) comes from `placement.ts` and follows resizes while it is open. Used for
 * author info on the reading screens and anywhere a short explanation hangs off an icon.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './Popover.module.css';
import { useAnchoredPanel } from './use-anchored-panel.ts';

export interface PopoverProps {
  /** Names the trigger and the panel for assistive technology. */
  label: string;
  /** What the trigger shows; an info icon by default. */
  trigger?: ReactNode;
  triggerClassName?: string;
  /** The panel's id, for a popover inside a stored block (useId's ids depend on where a render is). */
  id?: string;
  children: ReactNode;
}

export function Popover({ label, trigger, triggerClassName, id: givenId, children }: PopoverProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onToggle = useAnchoredPanel(panelRef, buttonRef);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const listener = (event: Event) => {
      const state = (event as ToggleEvent).newState;
      buttonRef.current?.setAttribute('aria-expanded', String(state === 'open'));
      onToggle({ newState: state });
    };
    panel.addEventListener('toggle', listener);
    return () => panel.removeEventListener('toggle', listener);
  }, [onToggle]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.trigger} ${triggerClassName ?? ''}`}
        popoverTarget={id}
        aria-expanded="false"
        aria-label={trigger ? undefined : label}
        data-no-popup=""
      >
        {trigger ?? <Icon name="Info" size={18} />}
      </button>
      <div ref={panelRef} id={id} popover="auto" role="dialog" aria-label={label} className={styles.panel}>
        {children}
      </div>
    </>
  );
}
