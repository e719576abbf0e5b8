import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onVisible` (its latest version) whenever the returned element comes into view, or within `rootMargin` of it
 * (IntersectionObserver's margin around the viewport: `'100% 0%'` is a screen ahead). Nothing is called where there
 * is no IntersectionObserver.
 */
export function useInViewCallback<E extends Element = HTMLDivElement>(onVisible: () => void, rootMargin?: string) {
  const ref = useRef<E>(null);
  const visible = useEffectEvent(onVisible);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && visible(), {
      rootMargin,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [rootMargin]);
  return ref;
}
