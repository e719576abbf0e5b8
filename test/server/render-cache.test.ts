// The cache of rendered pages (server/static.ts, `renderedPages`; docs/architecture.md, "A page request"): a page is
// rendered once per RESPONSE_CACHE_SECONDS for its URL, language and the session its render reads (the renderer's
// `sessionKey`, the real one tested in server-render.test.ts); a change of the demo's switches empties it; its memory is
// bounded.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageAnswer, PageRenderer } from '../../server/render.ts';
import { renderedPages } from '../../server/static.ts';

type Hook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A renderer that counts its renders and answers `size` characters of markup; its session key is the request's
 * `zoneid` cookie (the real entry's reads every mirrored cookie).
 */
function countingRenderer(size = 100) {
  const rendered: string[] = [];
  const renderer = {
    sessionKey: (req: FastifyRequest) => /zoneid=([^;]*)/.exec(String(req.headers.cookie ?? ''))?.[1] ?? '',
    render: async (req: FastifyRequest): Promise<PageAnswer> => {
      rendered.push(req.url);
      const html = `render ${rendered.length} `.padEnd(size, 'x');
      return { html, leadImages: '', styles: '', state: '', status: 200, modules: [], preloads: '' };
    },
  } as unknown as PageRenderer;
  return { renderer, rendered };
}

function setUp(maxBytes = 1024 * 1024) {
  const hooks: Hook[] = [];
  const app = { addHook: (_name: string, hook: Hook) => void hooks.push(hook) } as unknown as FastifyInstance;
  const clock = { ms: 1_000, now: () => clock.ms };
  const pages = renderedPages(app, 60_000, maxBytes, undefined, clock);
  const request = (url: string, cookie?: string) =>
    ({ url, method: 'GET', headers: cookie ? { cookie } : {}, log: console }) as unknown as FastifyRequest;
  const demoWrite = () =>
    Promise.all(
      hooks.map((h) =>
        h({ url: '/api/v1/demo/config', method: 'POST' } as FastifyRequest, { statusCode: 200 } as FastifyReply),
      ),
    );
  return { pages, request, demoWrite, clock };
}

describe('the cache of rendered pages', () => {
  it('renders a page once per URL, language and session key', async () => {
    const { pages, request } = setUp();
    const { renderer, rendered } = countingRenderer();
    const zone = 'zoneid=%5B1%5D';
    await pages(renderer, request('/home', zone), 200, 'en');
    await pages(renderer, request('/home', `${zone}; guest_id=g-1`), 200, 'en'); // the same session key
    expect(rendered).toEqual(['/home']);
    await pages(renderer, request('/home', 'zoneid=%5B2%5D'), 200, 'en'); // another zone: another page
    await pages(renderer, request('/home', zone), 200, 'ar'); // another language
    await pages(renderer, request('/home?search=milk', zone), 200, 'en'); // another URL
    await pages(renderer, request('/home', zone), 404, 'en'); // another status
    expect(rendered).toHaveLength(5);
  });

  it('sends a page past its time once more while it renders it again, then the new one', async () => {
    const { pages, request, clock } = setUp();
    const { renderer, rendered } = countingRenderer();
    const html = async () => {
      const page = await pages(renderer, request('/home'), 200, 'en');
      return page && 'html' in page ? page.html.split(' x')[0] : null;
    };
    expect(await html()).toBe('render 1');
    clock.ms += 47_000;
    expect(await html()).toBe('render 1'); // within its time (80–100 % of the 60 s: pages part in time)
    clock.ms += 14_000;
    const [first, second] = await Promise.all([html(), html()]);
    expect([first, second]).toEqual(['render 1', 'render 1']); // nobody waited for the new render…
    await new Promise((resolve) => setImmediate(resolve));
    expect(await html()).toBe('render 2'); // …which was one for both
    expect(rendered).toEqual(['/home', '/home']);
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
