import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { TitleSubject } from '../../domain/page-head.ts';
import { usePageTitle } from '../shop/use-page-title.ts';

type PageKinds = typeof import('../../domain/page-kinds.ts');
type PageHead = typeof import('../../domain/page-head.ts');
type PageMatch = ReturnType<PageKinds['matchPage']>;

/** Pages that title themselves once their data is there (their subject's name, or Not found). */
const titledByThePage = new Set<string>(['store', 'product', 'vehicle', 'provider', 'category', 'business']);
const titledByThePageKeys = new Set<string>(['coupons']);

/** The title subject of a page the layout titles (undefined: the page does it). */
function layoutSubject(page: PageMatch, hasStaticTitle: PageHead['hasStaticTitle']): TitleSubject | undefined {
  if (!page) return { notFound: true };
  if (titledByThePage.has(page.kind) || titledByThePageKeys.has(page.key)) return undefined;
  return hasStaticTitle(page.key) && page.visibility !== 'private' ? { page: page.key } : null;
}

/**
 * On every navigation: the page's title (the pages with data title themselves) and `<meta name="robots"
 * content="noindex">` on the private pages (account, cart, checkout, wallet, orders) and on a path the app does not
 * route — what the server's head says on a first load (docs/architecture.md, "What search engines read"). Which
 * page a path is (domain/page-kinds.ts) loads after the first render: the first load carries none of it.
 */
export function usePageHead() {
  const { pathname } = useLocation();
  const [head, setHead] = useState<{ pathname: string; subject: TitleSubject | undefined; noindex: boolean }>();
  useEffect(() => {
    let current = true;
    void Promise.all([import('../../domain/page-kinds.ts'), import('../../domain/page-head.ts')]).then(
      ([{ matchPage }, { hasStaticTitle }]) => {
        const page = matchPage(pathname);
        const noindex = !page || page.visibility === 'private';
        if (current) setHead({ pathname, subject: layoutSubject(page, hasStaticTitle), noindex });
      },
    );
    return () => {
      current = false;
    };
  }, [pathname]);
  usePageTitle(head?.pathname === pathname ? head.subject : undefined);
  const noindex = head?.noindex;
  useEffect(() => {
    if (noindex === undefined) return;
    const existing = document.head.querySelector('meta[name="robots"]');
    if (!noindex) return existing?.remove();
    if (existing) return existing.setAttribute('content', 'noindex');
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
  }, [noindex]);
}
