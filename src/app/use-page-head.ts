import { useLocation } from 'react-router-dom';
import { usePageHeadSync } from '../shop/use-page-title.ts';

/**
 * On every navigation: the page's title (the pages with data title themselves) and `<meta name="robots"
 * content="noindex">` on the private pages (account, cart, checkout, wallet, orders) and on a path the app does not
 * route — what the server's head says on a first load (docs/architecture.md, "What search engines read").
 */
export function usePageHead() {
  usePageHeadSync(useLocation().pathname);
}
