/**
 * A component in a chunk of its own, which keeps the first page's JavaScript small
 * (docs/architecture.md#rendering), that the server still renders whole: a loader calls `preload`
 * before the render, so the server (and a browser navigation) has the module, and the lazy
 * component then resolves without suspending; on a first page the browser loads the chunks before
 * hydrating (`loadForHydration`, called by the entry), so the server's markup
 * hydrates at once. Left to load during hydration, the boundary waited with the server's markup
 * inside, and any update above it before the chunk came (the frame's own, right after hydrating)
 * made React drop that markup and draw the fallback: the page jumped after its first paint.
 * The element stays the same lazy component throughout, so nothing is remounted once it is there.
 * Each slot names its module's source, so the server names its chunk among the page's scripts
 * (`slotsBeforeHydration`): the page lists all it loads before it is interactive
 * (docs/architecture.md#first-visit).
 */
import { type ComponentType, lazy, Suspense } from 'react';
import { clientSession } from '../../data/session.ts';
import { wholeCatalogue } from '../../runtime/catalogue.ts';

interface Slot {
  /** The module's source path from the project's root, as the build's manifest names it. */
  source: string;
  /** Shown on a first page only with a session (the review form). */
  signedInOnly: boolean;
  load: () => Promise<unknown>;
}

/** Each slot whose module the page's code has evaluated. */
const slots = new Set<Slot>();

/** Loads the chunks of the slots the first page may show; the browser's entry awaits it before hydrating. */
export function loadForHydration(): Promise<unknown> {
  return Promise.all(
    [...slots].filter((slot) => !slot.signedInOnly || clientSession.signedIn).map((slot) => slot.load()),
  );
}

/**
 * The sources of the slots a first page may load before hydrating, for the server's list of the
 * page's scripts (it keeps those some chunk of the page imports).
 */
export function slotsBeforeHydration(signedIn: boolean): string[] {
  return [...slots].filter((slot) => !slot.signedInOnly || signedIn).map((slot) => slot.source);
}

export function deferred<P extends object>(
  importModule: () => Promise<ComponentType<P>>,
  slot: { source: string; signedInOnly?: boolean },
) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const load = () => {
    loading ??= importModule().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  slots.add({ source: slot.source, signedInOnly: slot.signedInOnly ?? false, load });
  // A module already there is handed over at once (a thenable that calls back synchronously), so a
  // render after `preload` never suspends.
  const Lazy = lazy<ComponentType<P>>(() => {
    const ready = loaded;
    if (ready)
      return {
        // biome-ignore lint/suspicious/noThenProperty: React.lazy resolves a thenable that calls back at once without suspending.
        then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: ready }),
      } as Promise<{ default: ComponentType<P> }>;
    // Not loaded for this page's render (a form a sign-in brought): it draws texts no server render
    // drew, so it waits for the whole catalogue too (docs/architecture.md#first-visit).
    return Promise.all([load(), wholeCatalogue()]).then(([component]) => ({ default: component }));
  });
  return {
    preload: (): Promise<unknown> => load(),
    Slot(props: P) {
      return (
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      );
    },
  };
}
