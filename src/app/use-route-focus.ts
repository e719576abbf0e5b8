import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const load = () => import('../ui/focus-return.ts');

/**
 * After a route change in the app (a new path), the focus goes to the new page (focusNewPage in
 * src/ui/focus-return.ts: its <main>, then its <h1>), so a keyboard or screen-reader user starts at the new content,
 * as after a page load — not at the document's start or on a control of the old page. Not on the first load (the
 * browser's own start), nor when only the query (a dialog's `?auth=`, `?drawer=`) or the fragment (an in-page link,
 * the skip links) changes. The moving is in a chunk off the first load, fetched with the first new page (or with the
 * first dialog, which uses it too).
 */
export function useRouteFocus() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    let stop: (() => void) | undefined;
    let left = false;
    void load().then((m) => {
      if (!left) stop = m.focusNewPage();
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname]);
}
