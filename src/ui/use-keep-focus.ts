import { useEffect, type RefObject } from 'react';

/** Marks the control in a `useKeepFocus` box that takes the focus when the one that had it is gone. */
export const KEEPS_FOCUS = { 'data-keeps-focus': '' } as const;

/**
 * Keeps the focus in `box` when the control that had it there is replaced or disabled under it (a card's Add turning
 * into its quantity stepper, a button disabled while its call is out): the box's enabled control marked `KEEPS_FOCUS`
 * takes it, instead of the focus falling to <body> and a keyboard user starting again from the page's top. Focus
 * that left the box by itself (Tab, a click elsewhere) is left alone.
 */
export function useKeepFocus(box: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const doc = el.ownerDocument;
    let within = el.contains(doc.activeElement);
    const lost = () => {
      const active = doc.activeElement;
      return !active || active === doc.body || (el.contains(active) && (active as HTMLButtonElement).disabled);
    };
    const restore = () => {
      if (!within) return;
      if (!lost()) {
        within = el.contains(doc.activeElement);
        return;
      }
      el.querySelector<HTMLElement>('[data-keeps-focus]:not(:disabled)')?.focus({ preventScroll: true });
    };
    const onIn = () => (within = true);
    const onOut = (e: FocusEvent) => {
      if (e.relatedTarget && !el.contains(e.relatedTarget as Node)) within = false;
      // no new target: the focus went nowhere — its control removed or disabled (kept), or a click on nothing (let go)
      const from = e.target as HTMLButtonElement;
      if (!e.relatedTarget) queueMicrotask(() => from.isConnected && !from.disabled && (within = false));
    };
    const observer = new MutationObserver(restore);
    observer.observe(el, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    el.addEventListener('focusin', onIn);
    el.addEventListener('focusout', onOut);
    return () => {
      observer.disconnect();
      el.removeEventListener('focusin', onIn);
      el.removeEventListener('focusout', onOut);
    };
  }, [box]);
}
