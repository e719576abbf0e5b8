/**
 * jsdom has no matchMedia (toasts and the carousel ask for prefers-reduced-motion): a stand-in that answers it, and
 * the width queries (`max-width: N px`) for a screen `width` px wide (by default wider than any of them).
 */
export function stubMatchMedia(reducedMotion = false, width = Number.POSITIVE_INFINITY) {
  window.matchMedia = ((query: string) => {
    const maxWidth = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: (reducedMotion && query.includes('reduce')) || (!!maxWidth && width <= Number(maxWidth[1])),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}
