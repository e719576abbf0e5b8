import DOMPurify from 'dompurify';

/**
 * The admin's page HTML made safe to render: DOMPurify drops scripts, event handlers and `javascript:` URLs; forms
 * and inline styles go too (the page follows the theme, light or dark, not the editor's colours). Links that open a
 * new window get `rel="noopener noreferrer"`.
 */
export function sanitizePageHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const a of clean.querySelectorAll('a[target]')) {
    if (a.getAttribute('target') === '_blank') a.setAttribute('rel', 'noopener noreferrer');
    else a.removeAttribute('target');
  }
  const box = document.createElement('div');
  box.append(clean);
  return box.innerHTML;
}
