import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom has no IntersectionObserver: a stand-in whose observers see nothing until the test says an element came into
 * view (`enter`, wrapped in act) or left it (`leave`), as a shopper scrolling to it. `observed` lists the elements observed now, with the
 * margin each observer was given.
 */
export function stubIntersectionObserver() {
  const watching = new Map<Element, { observer: IntersectionObserver; callback: IntersectionObserverCallback }>();
  class StubObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds = [0];
    constructor(
      private readonly callback: IntersectionObserverCallback,
      options: IntersectionObserverInit = {},
    ) {
      this.rootMargin = options.rootMargin ?? '0px';
    }
    observe(target: Element) {
      watching.set(target, { observer: this as unknown as IntersectionObserver, callback: this.callback });
    }
    unobserve(target: Element) {
      watching.delete(target);
    }
    disconnect() {
      for (const [target, entry] of watching) if (entry.observer === (this as unknown)) watching.delete(target);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', StubObserver);
  const seen = (target: Element, isIntersecting: boolean) =>
    act(() => {
      const entry = watching.get(target);
      if (!entry) throw new Error('that element is not observed');
      const rect = target.getBoundingClientRect();
      entry.callback(
        [
          {
            target,
            isIntersecting,
            intersectionRatio: isIntersecting ? 1 : 0,
            boundingClientRect: rect,
            intersectionRect: rect,
            rootBounds: null,
            time: performance.now(),
          },
        ],
        entry.observer,
      );
    });
  return {
    observed: () => [...watching].map(([target, { observer }]) => ({ target, rootMargin: observer.rootMargin })),
    enter: (target: Element) => seen(target, true),
    /** The element went out of view (scrolled past). */
    leave: (target: Element) => seen(target, false),
  };
}
