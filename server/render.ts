// The server render of the public pages (docs/architecture.md, "The request path"). When the build holds the
// server entry (`<build>/.ssr/entry-server.js`, built by `npm run build` next to the browser's files), a GET of a
// page the entry renders answers the page's HTML: the app's markup in `<div id="root">`, its styles in `<head>`,
// `lang`/`dir` of the shopper's language and the state the browser hydrates from. The render's API requests go to
// this same Fastify app in-process (`inject`, no HTTP hop), counted for the shopper's address. Without the entry
// (or for any other page) the SPA's index.html is served as before.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';

/** Where the server entry's build lives inside the browser's build (scripts/build-if-stale.mjs writes it). */
export const SSR_DIR = '.ssr';

interface Rendered {
  html: string;
  styles: string;
  state: string;
  language: string;
  direction: string;
  status: number;
}

/** What src/app/entry-server.tsx exports. */
interface ServerEntry {
  rendersOnServer(url: URL): boolean;
  render(request: Request, options: { fetch: (request: Request) => Promise<Response> }): Promise<Rendered | Response>;
}

export type PageAnswer = { status: number; html: string } | { status: number; location: string };

/** Renders a page request, or null when the page is not one the server renders (the SPA shell answers it). */
export type PageRenderer = (req: FastifyRequest) => Promise<PageAnswer | null>;

/** An API request of the render answered by `app` in-process, as the shopper at `remoteAddress`. */
export function injectFetch(app: FastifyInstance, remoteAddress: string) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const res = await app.inject({
      method: request.method as HTTPMethods,
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      payload: hasBody ? Buffer.from(await request.arrayBuffer()) : undefined,
      remoteAddress,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined) for (const one of [value].flat()) headers.append(name, String(one));
    const empty = !hasBody && request.method === 'HEAD';
    return new Response(empty || [204, 304].includes(res.statusCode) ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}

/** The index.html of the build with the rendered page put in: root markup, styles, state, language. */
export function assemblePage(template: string, page: Rendered): string {
  const open = template.indexOf('<div id="root">');
  const close = template.lastIndexOf('</div>', template.indexOf('</body>'));
  if (open < 0 || close < open) throw new Error('index.html has no <div id="root">');
  return (
    template
      .slice(0, open)
      .replace(/<html[^>]*>/, `<html lang="${page.language}" dir="${page.direction}">`)
      .replace('</head>', `${page.styles}</head>`) +
    `<div id="root">${page.html}</div>${page.state}` +
    template.slice(close + '</div>'.length)
  );
}

/** Loads the server entry of the build in `root`, or null when the build has none (static files only). */
export async function loadPageRenderer(app: FastifyInstance, root: string): Promise<PageRenderer | null> {
  const entryFile = join(root, SSR_DIR, 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const template = readFileSync(join(root, 'index.html'), 'utf8');
  return async (req) => {
    const url = new URL(req.url, `${req.protocol}://${req.host}`);
    if (!entry.rendersOnServer(url)) return null;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined) headers.set(name, [value].flat().join(', '));
    const page = await entry.render(new Request(url, { headers }), { fetch: injectFetch(app, req.ip) });
    if (page instanceof Response) return { status: page.status, location: page.headers.get('Location') ?? '/' };
    return { status: page.status, html: assemblePage(template, page) };
  };
}
