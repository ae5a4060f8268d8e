/**
 * A component in a chunk of its own that the server still renders whole (issue 22's JavaScript
 * budget): a loader calls `preload` before the render, so the server (and a browser navigation) has
 * the module, and the lazy component then resolves without suspending; on a first page the browser
 * keeps the server's markup inside the Suspense boundary while the chunk arrives, then hydrates it.
 * The element stays the same lazy component throughout, so nothing is remounted once it is there.
 */
import { type ComponentType, lazy, Suspense } from 'react';

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetch = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  // A module already there is handed over at once (a thenable that calls back synchronously), so a
  // render after `preload` never suspends.
  const Lazy = lazy<ComponentType<P>>(() => {
    const ready = loaded;
    if (ready)
      return {
        // biome-ignore lint/suspicious/noThenProperty: React.lazy resolves a thenable that calls back at once without suspending.
        then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: ready }),
      } as Promise<{ default: ComponentType<P> }>;
    return fetch().then((component) => ({ default: component }));
  });
  return {
    preload: (): Promise<unknown> => fetch(),
    Slot(props: P) {
      return (
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      );
    },
  };
}
