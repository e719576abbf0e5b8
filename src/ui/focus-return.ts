// Where the focus goes when the control that had it is gone — never to <body>, where a keyboard or screen-reader user
// would start again from the top of the document (WCAG 2.4.3 "focus order") — and after a route change. One chunk,
// off the first load: the kit's dialog loads it, and the app fetches it when the browser is idle.

/** A control a page marks as the place for the focus when a dialog's opener is gone (the navbar's account menu). */
export const FOCUS_FALLBACK = 'data-focus-fallback';

/** The page's main heading (its <h1> in <main>), made focusable from a script; <main> while the page has none yet. */
export function mainHeading(doc: Document = document): HTMLElement | null {
  const main = doc.querySelector<HTMLElement>('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target ?? null;
}

/** Whether `el` is still a place for the focus: in the document, not hidden and not inert. */
const usable = (el: Element | null): el is HTMLElement =>
  !!el && el.isConnected && el !== el.ownerDocument.body && !el.closest('[inert], [hidden]');

/** How long a marked control still coming (the account menu's chunk, the customer's answer) is waited for. */
const MARKED_WAIT_MS = 3000;

/**
 * Where a closing dialog hands the focus: its opener while that is still on the page; else the control the page
 * marked (`data-focus-fallback`: after signing in, the account menu that replaced Sign in); else the page's heading —
 * handed on to the marked control if it comes within a moment while the focus is still on the heading.
 */
export function focusReturnTarget(opener: Element | null, doc: Document = document): HTMLElement | null {
  if (usable(opener)) return opener;
  const marked = doc.querySelector(`[${FOCUS_FALLBACK}]`);
  if (usable(marked)) return marked;
  const heading = mainHeading(doc);
  if (heading) handOnWhenMarked(heading, doc);
  return heading;
}

function handOnWhenMarked(heading: HTMLElement, doc: Document) {
  waitFor(
    doc.body,
    () => {
      const marked = doc.querySelector(`[${FOCUS_FALLBACK}]`);
      if (!usable(marked)) return false;
      if (doc.activeElement === heading) marked.focus({ preventScroll: true });
      return true;
    },
    MARKED_WAIT_MS,
  );
}

/**
 * Asks `found` again at each change of what is under `root` until it answers true or `ms` have passed; hands back
 * the end of the wait.
 */
function waitFor(root: Node, found: () => boolean, ms: number) {
  const observer = new MutationObserver(() => found() && stop());
  const timer = setTimeout(() => stop(), ms);
  const stop = () => (observer.disconnect(), clearTimeout(timer));
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}

/** How long a new page's heading is waited for (its chunk and data) before the focus stays on <main>. */
const HEADING_WAIT_MS = 5000;

/**
 * Puts the focus on the page the app has just turned to (src/app/use-route-focus.ts): its <main> at once, then its main
 * heading (<h1>, made focusable) once drawn, if the focus is still there. Hands back the end of the wait, if any.
 */
export function focusNewPage(): (() => void) | undefined {
  const main = document.querySelector<HTMLElement>('main');
  // a dialog that stays open on the new page keeps the focus it holds
  if (!main || document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return;
  const toHeading = () => {
    const heading = main.querySelector('h1');
    if (!heading) return false;
    if (document.activeElement === main) mainHeading()?.focus({ preventScroll: true });
    return true;
  };
  main.focus({ preventScroll: true });
  if (toHeading()) return;
  return waitFor(main, toHeading, HEADING_WAIT_MS);
}
