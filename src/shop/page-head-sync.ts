// Loaded after the first render, when a page's title or robots tag must change on client navigation (the server sent
// the first page's head): the title rule (domain/page-head.ts) and which page a path is (domain/page-kinds.ts) stay
// out of the first load. See docs/architecture.md, "What search engines read".
import { hasStaticTitle, pageTitle, type TitleSubject } from '../../domain/page-head.ts';
import type { AppLanguage } from '../../domain/languages.ts';
import { pageKinds } from '../../domain/page-kinds.ts';
import { paths } from '../routes/paths.ts';

const { matchPage } = pageKinds(paths);

/** document.title by the title rule: "<subject> | <business>" in the shown language. */
export function showPageTitle(subject: TitleSubject, code: AppLanguage, business: string) {
  document.title = pageTitle(subject, code, business);
}

/** Pages that title themselves once their data is there (their subject's name, or Not found). */
const titledByThePage = new Set<string>(['store', 'product', 'vehicle', 'provider', 'category', 'business']);
const titledByThePageKeys = new Set<string>(['coupons']);

/**
 * After a navigation to `pathname`: the title of a page without data of its own (the others title themselves), and
 * `<meta name="robots" content="noindex">` exactly on the private pages and the paths the app does not route.
 */
export function syncPageHead(pathname: string, code: AppLanguage, business: string) {
  const page = matchPage(pathname);
  if (!page) showPageTitle({ notFound: true }, code, business);
  else if (!titledByThePage.has(page.kind) && !titledByThePageKeys.has(page.key))
    showPageTitle(
      hasStaticTitle(page.key) && page.visibility !== 'private' ? { page: page.key } : null,
      code,
      business,
    );
  const noindex = !page || page.visibility === 'private';
  const existing = document.head.querySelector('meta[name="robots"]');
  if (!noindex) existing?.remove();
  else if (existing) existing.setAttribute('content', 'noindex');
  else {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
  }
}
