// Writing the head's markup safely: every text from the database (a store named `</script>` or `"><img …>`) is
// escaped for where it goes — HTML text and attributes, JSON-LD inside a <script>, XML of the sitemap.

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or a double-quoted attribute value in HTML (also valid XML: the sitemap uses it). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => htmlEntities[c]!);

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` as \u escapes (no `</script>` or `<!--`
 * can close or open anything), and the two line separators JavaScript once refused in strings.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** `<meta name|property="key" content="value">` with the value escaped. */
export const metaTag = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** `<link rel="…" href="…">` (and hreflang) with the URL escaped. */
export const linkTag = (rel: string, href: string, hreflang?: string): string =>
  `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}" />`;

/** A description cut to what search results show (≈ 160 characters), on a word boundary when there is one. */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}
