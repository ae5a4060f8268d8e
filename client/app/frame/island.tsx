/**
 * A part of the frame the server renders whole, so that it reads and works without scripts, whose
 * code stays out of a page's first download (docs/architecture.md#first-visit). React hydrates a
 * Suspense boundary whose content is not ready later than the rest of the page and keeps the
 * server's markup meanwhile (selective hydration): the part's content waits for `wake`, which its
 * place in the frame calls when the reader first points at, touches, focuses or opens it, and only
 * then is its chunk asked for. Not when the browser is idle: a page asks for nothing it does not
 * name until the reader acts (tests/browser/frame/boot.test.ts), but for its whole catalogue and, on
 * the pages that must work at once, its screen (`screen-island.tsx`), so the first download is all a
 * reader who never opens the part pays.
 *
 * The part takes no props that change (`Island` is memoised), so the frame's own updates never reach
 * it before it hydrated. An update that does (a context above it changed: a navigation) makes React
 * try to hydrate it first: that render, seeing what changed, asks for the chunk at once, and the update waits for it
 * instead of dropping the server's markup. On the server the module is there before the render
 * (`preloadIslands`, awaited by the root loader), so the markup is whole.
 */
import { type ComponentType, memo, type ReactNode, Suspense, use, useContext, useEffect } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';
import { useUi } from '../../runtime/ui-state.tsx';
import { useHydrated } from '../../runtime/use-hydrated.ts';

const preloads: (() => Promise<unknown>)[] = [];

/** Loads every island's module; the server awaits it before it renders a page. */
export function preloadIslands(): Promise<unknown> {
  return Promise.all(preloads.map((load) => load()));
}

export interface IslandPart<P extends object> {
  /** Asks for the part's chunk (the reader reaches for it); while it is on its way, again does nothing. */
  wake: () => void;
  /** Loads the part's chunk now, without waking it: a navigation's render will need it. */
  load: () => Promise<void>;
  /** The component once its chunk is there. */
  loaded: () => ComponentType<P> | null;
  /**
   * Settles once the reader woke the part and its chunk is there. A chunk that did not come leaves
   * it pending (the server's markup stays, as when the page's own scripts fail) and a later wake
   * asks again.
   */
  ready: Promise<void>;
  /** Settles when a chunk asked for did not come. */
  failed: Promise<void>;
  /** Settles once the part is hydrated and drawn with the whole catalogue (`Live` below). */
  live: Promise<void>;
  /** Called by that commit. */
  markLive: () => void;
  /**
   * What the part's first render saw above it (the router's state, the frame's interface state). React
   * may render a waiting part again with nothing changed (it starts an interrupted render over, and
   * renders suspended parts once more to warm them up): such a render still waits for the reader.
   * One that sees any of them changed is an update from above (a navigation).
   */
  seen: readonly unknown[] | null;
}

/**
 * `loadedByRoute`: the part is a page's screen, whose route loads it before the server renders it and
 * before a navigation draws it (`client/app/screen-island.tsx`); the server's preloading leaves it out.
 */
export function island<P extends object>(
  importModule: () => Promise<ComponentType<P>>,
  options: { loadedByRoute?: boolean } = {},
): IslandPart<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const load = () => {
    loading ??= importModule().then((loaded) => {
      component = loaded;
    });
    return loading;
  };
  if (!options.loadedByRoute) preloads.push(load);
  let fail: () => void = () => undefined;
  const failed = new Promise<void>((resolve) => {
    fail = resolve;
  });
  let wakeUp: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    wakeUp = () => {
      load().then(resolve, () => {
        loading = null;
        fail();
      });
    };
  });
  let markLive: () => void = () => undefined;
  const live = new Promise<void>((resolve) => {
    markLive = resolve;
  });
  return {
    wake: () => wakeUp(),
    load,
    loaded: () => component,
    ready,
    failed,
    live,
    markLive,
    seen: null,
  };
}

/**
 * Tells the part it is live: its render is committed with the whole catalogue in hand, so what
 * only works once hydrated (`useHydrated`: the content images' popup, say) works too. Its effects run
 * after those of everything inside, in the same commit.
 */
function Live({ part, children }: { part: IslandPart<object>; children: ReactNode }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) part.markLive();
  }, [part, hydrated]);
  return children;
}

type IslandProps<P extends object> = { part: IslandPart<P> } & P;

function Gate<P extends object>({ part, ...props }: IslandProps<P>) {
  const above = [useContext(UNSAFE_DataRouterStateContext), useUi()];
  const Loaded = part.loaded();
  if (Loaded)
    return (
      <Live part={part as IslandPart<object>}>
        <Loaded {...(props as unknown as P)} />
      </Live>
    );
  // Hydration waits for the reader; an update from above cannot wait for one. Counting renders
  // instead woke the part whenever React rendered it twice, as it did after a busy hydration.
  const updated = part.seen !== null && above.some((value, at) => value !== part.seen?.[at]);
  part.seen ??= above;
  if (updated || typeof document === 'undefined') part.wake();
  use(part.ready);
  return null;
}

/** The part in its place: the server's markup until its chunk is there and hydrated. */
export const Island = memo(function Island<P extends object>(props: IslandProps<P>) {
  return (
    <Suspense fallback={null}>
      <Gate {...props} />
    </Suspense>
  );
}) as <P extends object>(props: IslandProps<P>) => ReactNode;

/** What the reader does that wakes a waiting part: anything but reading a still page. */
const FIRST_ACTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

/** Wakes the part at the reader's first act anywhere in the page, ahead of a tap or a key inside it. */
export function wakeOnFirstAct(part: Pick<IslandPart<object>, 'wake'>): void {
  const wake = () => {
    for (const type of FIRST_ACTS) window.removeEventListener(type, wake, true);
    part.wake();
  };
  for (const type of FIRST_ACTS) window.addEventListener(type, wake, { capture: true, passive: true });
}
