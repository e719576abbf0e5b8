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

const turns: (() => void)[] = [];
let turnWaiting = false;

function nextTurn() {
  const task = turns.shift();
  // the next turn is asked for first: a task that throws does not stop the ones after it (an idle callback asked for
  // during an idle period runs in the next one)
  turnWaiting = turns.length > 0;
  if (turnWaiting) whenIdle(nextTurn);
  task?.();
}

/**
 * Runs `task` once the browser is idle, as `whenIdle`, but one such task per idle period, in the order given: the
 * work each one starts (a product card's control and its machines) is a task of its own, never one long task for a
 * page of them. Returns a canceller.
 */
export function whenIdleInTurn(task: () => void) {
  const turn = () => task();
  turns.push(turn);
  if (!turnWaiting) {
    turnWaiting = true;
    whenIdle(nextTurn);
  }
  return () => {
    const at = turns.indexOf(turn);
    if (at >= 0) turns.splice(at, 1);
  };
}
