import DOMPurify, { type WindowLike } from 'dompurify';

type PageWindow = WindowLike & { document: Document };

/**
 * The DOM the sanitiser works in: the browser's own; the server entry (src/app/entry-server.tsx) gives it jsdom's
 * (made on first use), so that a business page is rendered on the server with the very HTML the browser hydrates.
 */
let sanitizer: { purifier: typeof DOMPurify; document: () => Document } | null = null;
let makeWindow: (() => PageWindow) | null = null;
export function setPageHtmlWindow(window: () => PageWindow) {
  makeWindow = window;
  sanitizer = null;
}
function pageSanitizer() {
  if (sanitizer) return sanitizer;
  const window = makeWindow?.();
  sanitizer = window
    ? { purifier: DOMPurify(window), document: () => window.document }
    : { purifier: DOMPurify, document: () => document };
  return sanitizer;
}

/**
 * The admin's page HTML made safe to render: DOMPurify drops scripts, event handlers and `javascript:` URLs; forms
 * and inline styles go too (the page follows the theme, light or dark, not the editor's colours). Links that open a
 * new window get `rel="noopener noreferrer"`.
 */
export function sanitizePageHtml(html: string): string {
  const { purifier, document: documentOf } = pageSanitizer();
  const clean = purifier.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const a of clean.querySelectorAll('a[target]')) {
    if (a.getAttribute('target') === '_blank') a.setAttribute('rel', 'noopener noreferrer');
    else a.removeAttribute('target');
  }
  const box = documentOf().createElement('div');
  box.append(clean);
  return box.innerHTML;
}
