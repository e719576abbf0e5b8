// The cache of rendered pages (server/static.ts, `renderedPages`; docs/architecture.md, "A page request"): a page
// rendered for a visitor without a session of their own is rendered once per RESPONSE_CACHE_SECONDS; a shopper's page
// (a guest id, a token) every time; a change of the demo's switches empties it; its memory is bounded.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageAnswer, PageRenderer } from '../../server/render.ts';
import { renderedPages } from '../../server/static.ts';

type Hook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** A renderer that counts its renders and answers `size` characters of markup. */
function countingRenderer(size = 100) {
  const rendered: string[] = [];
  const renderer = {
    render: async (req: FastifyRequest): Promise<PageAnswer> => {
      rendered.push(req.url);
      return { html: 'x'.repeat(size), styles: '', state: '', status: 200, modules: [], preloads: '' };
    },
  } as unknown as PageRenderer;
  return { renderer, rendered };
}

function setUp(maxBytes = 1024 * 1024) {
  const hooks: Hook[] = [];
  const app = { addHook: (_name: string, hook: Hook) => void hooks.push(hook) } as unknown as FastifyInstance;
  const pages = renderedPages(app, 60_000, maxBytes);
  const request = (url: string, cookie?: string) =>
    ({ url, method: 'GET', headers: cookie ? { cookie } : {}, log: console }) as unknown as FastifyRequest;
  const demoWrite = () =>
    Promise.all(
      hooks.map((h) =>
        h({ url: '/api/v1/demo/config', method: 'POST' } as FastifyRequest, { statusCode: 200 } as FastifyReply),
      ),
    );
  return { pages, request, demoWrite };
}

describe('the cache of rendered pages', () => {
  it('renders a page once for visitors without a session, every time for a shopper with a guest id or a token', async () => {
    const { pages, request } = setUp();
    const { renderer, rendered } = countingRenderer();
    const zone = 'zoneid=%5B1%5D';
    await pages(renderer, request('/home', zone), 200, 'en');
    await pages(renderer, request('/home', zone), 200, 'en');
    expect(rendered).toEqual(['/home']);
    await pages(renderer, request('/home', 'zoneid=%5B2%5D'), 200, 'en'); // another zone: another page
    await pages(renderer, request('/home', zone), 200, 'ar'); // another language
    await pages(renderer, request('/home', `${zone}; guest_id=g-1`), 200, 'en');
    await pages(renderer, request('/home', `${zone}; guest_id=g-1`), 200, 'en');
    await pages(renderer, request('/home', `token=t; ${zone}`), 200, 'en');
    expect(rendered).toHaveLength(6);
  });

  it('is emptied by a change of the demo’s switches', async () => {
    const { pages, request, demoWrite } = setUp();
    const { renderer, rendered } = countingRenderer();
    await pages(renderer, request('/about-us'), 200, 'en');
    await demoWrite();
    await pages(renderer, request('/about-us'), 200, 'en');
    expect(rendered).toEqual(['/about-us', '/about-us']);
  });

  it('keeps within its bytes: the least recently used page leaves first', async () => {
    const { pages, request } = setUp(3 * 2 * 10_100); // room for about three pages of 10,000 characters
    const { renderer, rendered } = countingRenderer(10_000);
    for (const url of ['/a', '/b', '/c', '/d']) await pages(renderer, request(url), 200, 'en');
    await new Promise((resolve) => setImmediate(resolve)); // the sizes are set once the renders settle
    await pages(renderer, request('/d'), 200, 'en');
    await pages(renderer, request('/a'), 200, 'en');
    expect(rendered).toEqual(['/a', '/b', '/c', '/d', '/a']);
  });
});
