// The server render of the public pages (docs/architecture.md, "A page request"). When the build holds the server
// entry (`<build>/.ssr/entry-server.js`, built by `npm run build` next to the browser's files), a GET of a page the
// entry renders answers the page's HTML: the app's markup in `<div id="root">`, its styles in `<head>` and the state
// the browser hydrates from. The head (title, meta, JSON-LD) and the status are server/lib/seo's, put in by
// server/static.ts: one page assembly. The render's API requests go to this same Fastify app in-process (`inject`,
// no HTTP hop), counted for the shopper's address. Without the entry the SPA's index.html is served as before.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { AppLanguage } from '../domain/languages.ts';
import type { RenderedPage } from '../domain/rendered-page.ts';
import { startedAfterFirstPaint } from './lib/http/page-scripts.ts';

/** Where the server entry's build lives inside the browser's build (package.json's build writes it). */
export const SSR_DIR = '.ssr';

/** A rendered page with the module preloads of its modules, for `<head>`. */
export type AssembledPage = RenderedPage & { preloads: string };

/** What src/app/entry-server.tsx exports. */
interface ServerEntry {
  rendersOnServer(url: URL): boolean;
  languageOf(request: Request): AppLanguage;
  sessionKey(request: Request): string;
  render(
    request: Request,
    options: { fetch: (request: Request) => Promise<Response>; status: number },
  ): Promise<RenderedPage | Response>;
}

export type PageAnswer = AssembledPage | { status: number; location: string };

/** The browser build's manifest (Vite's `build.manifest`): each chunk's file and its static imports. */
type Manifest = Record<string, { file: string; imports?: string[]; assets?: string[]; isEntry?: boolean }>;

/**
 * The `<link rel="modulepreload">` tags of modules of the browser build (manifest keys): each one's chunk and the
 * chunks it imports statically, without those index.html already preloads (the entry's). The browser then fetches a
 * page's route chunks while it parses the HTML, instead of after the first chunk has run and asked for them (two round
 * trips in a row: the hydration's chunk, then the routes'). Unknown keys are left out. A font a module names (the
 * Bengali catalogue's, src/i18n/bn/index.ts) is preloaded too: the page's first paint then has its letters, where
 * the browser would find it only once the text is laid out, and draw the text again when it came.
 */
export function modulePreloads(manifest: Manifest): (modules: string[]) => string {
  const closure = (keys: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.assets?.filter((file) => file.endsWith('.woff2')).forEach((file) => files.add(file));
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  return (modules) =>
    [...closure(modules)]
      .filter((file) => !entry.has(file) || file.endsWith('.woff2')) // index.html declares fonts, preloads none
      .map((file) =>
        file.endsWith('.js')
          ? `<link rel="modulepreload" crossorigin href="/${file}">`
          : file.endsWith('.woff2')
            ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`
            : '',
      )
      .join('');
}

/** The server render of the build: which pages it renders, in which language, and the render itself. */
export interface PageRenderer {
  /** The page's language: `?lang=`, else the shopper's (the mirrored cookie). */
  language(req: FastifyRequest): AppLanguage;
  /** What of `req` but its URL the render reads (the session as it sees it): a rendered page is kept under it. */
  sessionKey(req: FastifyRequest): string;
  /** Whether the page at `req` is rendered on the server (a public page; a 4xx page always is). */
  renders(req: FastifyRequest, status: number): boolean;
  /** Renders the page with the status server/lib/seo gave it. */
  render(req: FastifyRequest, status: number): Promise<PageAnswer>;
}

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

/** A script tag of index.html or of a page's module preloads. */
const SCRIPT_TAG = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * A page's HTML (index.html with its head already in) with the rendered page put in: root markup, styles, state; the
 * preloads of its high-priority images where the head's first script was. Its scripts — the entry and every module
 * preload — start after the page's first paint (lib/http/page-scripts.ts): the page is drawn from its HTML, and they
 * only make it live. A page the browser renders (no server render) keeps index.html's scripts as they are: it draws
 * nothing without them.
 */
export function assemblePage(html: string, page: AssembledPage): string {
  const open = html.indexOf('<div id="root">');
  const close = html.lastIndexOf('</div>', html.indexOf('</body>'));
  if (open < 0 || close < open) throw new Error('index.html has no <div id="root">');
  const head = html.slice(0, open).replace('</head>', `${page.preloads}${page.styles}</head>`);
  const firstScript = head.search(SCRIPT_TAG);
  const lead = firstScript < 0 ? head.indexOf('</head>') : firstScript;
  return (
    head.slice(0, lead) +
    page.leadImages +
    head.slice(lead).replace(SCRIPT_TAG, '') +
    `<div id="root">${page.html}</div>${page.state}` +
    startedAfterFirstPaint(head.match(SCRIPT_TAG) ?? []) +
    html.slice(close + '</div>'.length)
  );
}

/** The page request as the server entry reads it: the URL and the request's headers (its cookies). */
function pageRequest(req: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, [value].flat().join(', '));
  return new Request(new URL(req.url, `${req.protocol}://${req.host}`), { headers });
}

/** Loads the server entry of the build in `root`, or null when the build has none (static files only). */
export async function loadPageRenderer(app: FastifyInstance, root: string): Promise<PageRenderer | null> {
  const entryFile = join(root, SSR_DIR, 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const manifestFile = join(root, '.vite', 'manifest.json');
  const preloads = modulePreloads(
    existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {},
  );
  // React's packages pick their build from NODE_ENV when first loaded (by the entry, just below): unless told
  // otherwise (the tests' `test`), pages are rendered with the production build — the development one, with its
  // checks and warnings, took 3–4 times as long for each page.
  process.env.NODE_ENV ??= 'production';
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  return {
    language: (req) => entry.languageOf(pageRequest(req)),
    sessionKey: (req) => entry.sessionKey(pageRequest(req)),
    renders: (req, status) => status !== 200 || entry.rendersOnServer(new URL(req.url, 'http://page.invalid')),
    async render(req, status) {
      const page = await entry.render(pageRequest(req), { fetch: injectFetch(app, req.ip), status });
      if (page instanceof Response) return { status: page.status, location: page.headers.get('Location') ?? '/' };
      return { ...page, preloads: preloads(page.modules) };
    },
  };
}
