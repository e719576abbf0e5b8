/**
 * Code kept off the first load (docs/architecture.md "The first load"): a module imported once, when first asked
 * for, and asked for again after a failed import (offline: the next hover, focus or call tries again).
 */
export function importOnce<M>(importer: () => Promise<M>) {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load(): Promise<M> {
      loading ??= importer().then(
        (m) => (module = m),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    /** The module once it has loaded. */
    current: (): M | undefined => module,
  };
}

/** Runs `task` once the browser is idle (soon after where there is no requestIdleCallback); returns a canceller. */
export function whenIdle(task: () => void) {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
