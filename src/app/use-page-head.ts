import { useLocation } from 'react-router-dom';
import { useEffect } from 'react';
import { hasStaticTitle, type TitleSubject } from '../../domain/page-head.ts';
import { matchPage, type PageMatch } from '../../domain/page-routes.ts';
import { usePageTitle } from '../shop/use-page-title.ts';

/** Pages that title themselves once their data is there (their subject's name, or Not found). */
const titledByThePage = new Set<PageMatch['kind']>(['store', 'product', 'vehicle', 'provider', 'category', 'business']);
const titledByThePageKeys = new Set<PageMatch['key']>(['coupons']);

/** The title subject of a page the layout titles (undefined: the page does it). */
function layoutSubject(page: PageMatch | null): TitleSubject | undefined {
  if (!page) return { notFound: true };
  if (titledByThePage.has(page.kind) || titledByThePageKeys.has(page.key)) return undefined;
  return hasStaticTitle(page.key) && page.visibility !== 'private' ? { page: page.key } : null;
}

/**
 * On every navigation: the page's title (the pages with data title themselves) and `<meta name="robots"
 * content="noindex">` on the private pages (account, cart, checkout, wallet, orders) and on a path the app does not
 * route — what the server's head says on a first load (docs/architecture.md, "What search engines read").
 */
export function usePageHead() {
  const { pathname } = useLocation();
  const page = matchPage(pathname);
  usePageTitle(layoutSubject(page));
  const noindex = !page || page.visibility === 'private';
  useEffect(() => {
    const existing = document.head.querySelector('meta[name="robots"]');
    if (!noindex) return existing?.remove();
    if (existing) return existing.setAttribute('content', 'noindex');
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
  }, [noindex]);
}
