// Which backend the SPA calls (src/api/client.ts): the served page's <meta name="api-base-url"> (the cross-origin e2e
// serves the suite's one build that way), else the build's VITE_API_BASE_URL, else the same origin.
import { describe, expect, it } from 'vitest';
import { resolveApiBaseUrl } from '../../src/api/client.ts';

/** A document whose only <meta name="api-base-url"> holds `content` (none when undefined). */
const page = (content?: string) => ({
  querySelector: (selector: string) =>
    selector === 'meta[name="api-base-url"]' && content !== undefined ? { content } : null,
});

describe('the API base URL', () => {
  it('is the served meta tag first, without its trailing slash', () => {
    expect(resolveApiBaseUrl(page('https://api.example.test/') as never, 'https://build.example.test')).toBe(
      'https://api.example.test',
    );
  });

  it('is VITE_API_BASE_URL when the page has no meta tag or an empty one', () => {
    expect(resolveApiBaseUrl(page() as never, 'https://build.example.test/')).toBe('https://build.example.test');
    expect(resolveApiBaseUrl(page('  ') as never, 'https://build.example.test')).toBe('https://build.example.test');
  });

  it('is the same origin (empty) with neither, and outside a browser', () => {
    expect(resolveApiBaseUrl(page() as never, undefined)).toBe('');
    expect(resolveApiBaseUrl(undefined, undefined)).toBe('');
  });
});
