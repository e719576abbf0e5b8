// Putting a page's head into the built index.html: its generic <title> and description give way to the page's tags,
// and <html> gets the page's lang and dir (docs/architecture.md, "What search engines read").
import { directionOf } from '../../../domain/languages.ts';
import type { PageHead } from './head.ts';

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;
const HTML_TAG = /<html\b[^>]*>/i;

/** index.html with `page.head` where its title was (before </head> when it has none). */
export function injectHead(indexHtml: string, page: Pick<PageHead, 'head' | 'language'>): string {
  const withoutGeneric = indexHtml.replace(DESCRIPTION, '');
  const html = TITLE.test(withoutGeneric)
    ? withoutGeneric.replace(TITLE, () => `${page.head}\n    `)
    : withoutGeneric.replace(/<\/head>/i, () => `${page.head}\n  </head>`);
  const dir = directionOf(page.language);
  // whichever of lang and dir the tag had, it ends with both, the page's
  return html.replace(HTML_TAG, (tag) =>
    tag.replace(/\s+(lang|dir)="[^"]*"/g, '').replace(/>$/, ` lang="${page.language}" dir="${dir}">`),
  );
}
