import { useEffect, useState } from 'react';

/**
 * Which of the elements with these ids is in view: the first of them (in the given order) that is within `rootMargin`
 * of the viewport (IntersectionObserver's margin: `'-112px 0% -55% 0%'` is the band from under a sticky bar down to
 * 45 % of the screen); the last one found stays while none is. `set` marks one at once (a link that was chosen). null
 * until one is seen, and where there is no IntersectionObserver. (`useInViewCallback`, use-in-view.ts, tells of one
 * element coming into view.)
 */
export function useFirstInView(ids: readonly string[], rootMargin: string) {
  const [current, set] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const order = key.split(' ');
    const seen = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) seen.add(e.target.id);
          else seen.delete(e.target.id);
        }
        const first = order.find((id) => seen.has(id));
        if (first) set(first);
      },
      { rootMargin },
    );
    for (const id of order) {
      const node = document.getElementById(id);
      if (node) observer.observe(node);
    }
    return () => observer.disconnect();
  }, [key, rootMargin]);
  return [current, set] as const;
}
