// A bar fixed along the window's end (the cookie notice) that must cover nothing the shopper is on. Set on the
// document from the bar's own chunk while it is there: no page's first load carries a rule for it.

/**
 * Keeps the height of `bar` (fixed at the window's end) clear while it is there: the document's scroll padding, so the
 * browser scrolls a control that takes the focus above the bar (WCAG 2.2 "focus not obscured"), and as much room
 * after the page's end (the body's padding), so its last controls can be scrolled above it too. Follows the bar's
 * height as it wraps or the window turns (ResizeObserver); hands back the undoing, for an effect's cleanup.
 */
export function reserveBlockEnd(bar: HTMLElement): () => void {
  const doc = bar.ownerDocument;
  const kept = [doc.documentElement.style, doc.body.style];
  const set = () => {
    const height = `${Math.ceil(bar.getBoundingClientRect().height)}px`;
    kept[0].setProperty('scroll-padding-block-end', height);
    kept[1].setProperty('padding-block-end', height);
  };
  set();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(set);
  observer?.observe(bar);
  return () => {
    observer?.disconnect();
    kept[0].removeProperty('scroll-padding-block-end');
    kept[1].removeProperty('padding-block-end');
  };
}
