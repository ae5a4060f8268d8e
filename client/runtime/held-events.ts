/**
 * What a reader does in a part of the page whose code has not come yet (docs/architecture.md#first-visit):
 * React listens to the whole document from hydration on, but a part still waiting for its chunk has
 * no handlers, and React drops an event it cannot hand to one. So until the part is live, this holds
 * what would be lost and gives it back once it is:
 * - a plain click (a button, a link, a check box, a disclosure): its default is stopped, and the same
 *   element is clicked again, which React then handles (a link navigates in the page, a check box
 *   toggles once);
 * - a form's submission (Enter in a field of a form without a button): submitted again;
 * - text typed into a field: the browser kept it, but React's state did not see it, so the field
 *   tells React once more (the same value, as if typed);
 * - a changed list box: its change is announced again.
 * A click that opens a new window (a modifier, a link with a target or a download) is the browser's
 * own and is left to it. Keys other than those that click or submit are not held.
 */

/** The native value setter: a value set through it is news to React's record of the field's value. */
function setNativeValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

function opensElsewhere(event: MouseEvent, target: Element): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return true;
  const link = target.closest('a[href]');
  return Boolean(
    link && (link.hasAttribute('download') || (link.getAttribute('target') ?? '_self') !== '_self'),
  );
}

/**
 * Holds the events inside `region` until the part is live, and asks for its code (`wake`) at the
 * first one. The listeners go once the part is live, or when its code did not come (`failed`): the
 * page then works as it does without scripts, and what was held is dropped.
 */
export function holdUntilLive(
  region: () => Element | null,
  wake: () => void,
  part: { live: Promise<void>; failed: Promise<void> },
): void {
  const replays: (() => void)[] = [];
  const typed = new Set<HTMLInputElement | HTMLTextAreaElement>();
  const changed = new Set<HTMLSelectElement>();
  const inside = (event: Event): Element | null => {
    const target = event.target;
    const root = region();
    return target instanceof Element && root?.contains(target) ? target : null;
  };
  const onClick = (event: MouseEvent) => {
    const target = inside(event);
    if (!target || opensElsewhere(event, target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    wake();
    const element = target instanceof HTMLElement ? target : target.closest('a, button');
    // Focused first, as the press would have done had the element been ready for it (an image
    // becomes focusable once the page enhanced it): a dialog it opens gives the focus back to it.
    if (element instanceof HTMLElement)
      replays.push(() => {
        if (!element.isConnected) return;
        element.focus({ preventScroll: true });
        element.click();
      });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = inside(event);
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    wake();
    const submitter = event.submitter;
    replays.push(() => form.isConnected && form.requestSubmit(submitter?.isConnected ? submitter : null));
  };
  const onInput = (event: Event) => {
    const target = inside(event);
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) typed.add(target);
    wake();
  };
  const onChange = (event: Event) => {
    const target = inside(event);
    if (target instanceof HTMLSelectElement) changed.add(target);
  };
  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onInput],
    ['change', onChange],
  ] as const;
  // On the window, while capturing: before React's listeners on the document.
  for (const [type, listener] of listeners) window.addEventListener(type, listener as EventListener, true);
  const release = () => {
    for (const [type, listener] of listeners)
      window.removeEventListener(type, listener as EventListener, true);
  };
  void part.failed.then(release);
  void part.live.then(() => {
    release();
    for (const field of typed) {
      if (!field.isConnected) continue;
      const value = field.value;
      // Through the element's own setter React records the empty value; through the native one the
      // text comes back without it: the input event then reads as a change.
      field.value = '';
      setNativeValue(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    for (const list of changed)
      if (list.isConnected) list.dispatchEvent(new Event('change', { bubbles: true }));
    // After React has drawn what the fields told it (it does so once this task is done), so a
    // button clicked again sends what was typed.
    setTimeout(() => {
      for (const replay of replays) replay();
    }, 0);
  });
}
