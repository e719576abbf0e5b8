// The server entry (docs/architecture.md, "A page request"): built by `vite build --ssr` next to the browser's
// build, imported by the embedded server (server/render.ts). It renders one GET page request with the same route
// objects as the browser: React Router's static handler runs the route loaders (which fill a React Query client
// through the typed API client), the static router renders the page with the shopper's session (the cookies that
// src/session/storage.ts mirrors), styled-components collects the page's styles, and the query cache is dehydrated
// for the browser to start from. Nothing here touches window, document or localStorage.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createRequire } from 'node:module';
import { setApiTransport } from '../api/client.ts';
import { createI18n } from '../i18n/i18n.ts';
import { startLanguage } from './link-language.ts';
import type { PageRequestContext } from './page-error.tsx';
import { pageStateScript, serializeRouteErrors } from './page-state.ts';
import { handedZoneOffsets } from '../../domain/shop-time.ts';
import { appLanguageOf, type AppLanguage } from '../../domain/languages.ts';
import { mirroredKeys, setStorageBackend, storageKeys, type StorageBackend } from '../session/storage.ts';
import { parseCookies } from '../session/cookie-mirror.ts';
import { App } from './app.tsx';
import { createQueryClient, isShoppersOwn, markServerRender, setQueryClientSource } from '../api/query-client.ts';
import { routes } from './router.tsx';
import type { RenderedPage } from '../../domain/rendered-page.ts';
import { setPageHtmlWindow } from '../features/pages/sanitize-html.ts';

interface RequestScope {
  storage: StorageBackend;
  queryClient: QueryClient;
  fetch: ApiFetch;
}

type ApiFetch = (request: Request) => Promise<Response>;

const scope = new AsyncLocalStorage<RequestScope>();
const outside = createQueryClient();
setStorageBackend(() => scope.getStore()?.storage ?? cookieStorage(new Map()));
setQueryClientSource(() => scope.getStore()?.queryClient ?? outside);
setApiTransport((request) => {
  const send = scope.getStore()?.fetch;
  if (!send) throw new Error('An API request outside a server render.');
  return send(request);
});
markServerRender();
// The business pages' admin HTML is sanitised by DOMPurify, which needs a DOM: jsdom's (the one DOMPurify supports),
// loaded the first time a business page is rendered rather than on every server start (≈ 0.3 s and 20 MB).
setPageHtmlWindow(() => {
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof import('jsdom');
  return new JSDOM('').window;
});

const handler = createStaticHandler(routes);

/**
 * What the browser loads before it hydrates a server-rendered page, besides the page's routes: the hydration's chunk
 * (src/app/main.tsx imports it when the page carries its state). Not the footer's content: the page hydrates without
 * it, and the footer when it comes (src/features/shell/footer.tsx). Manifest keys of the browser build.
 */
const HYDRATION_MODULES = ['src/app/hydration.ts'];
/**
 * The module of a language's catalogue (src/i18n/i18n.ts loads it for a page in that language before anything
 * renders); English has none: its texts come with the code that reads them.
 */
const catalogueModule = (language: AppLanguage) => (language === 'en' ? [] : [`src/i18n/${language}/index.ts`]);

/**
 * The guest id a render sees: that the shopper has one, never which. A page is rendered alike for every shopper and
 * kept for the next (server/static.ts): what is theirs alone (the cart) the browser asks for once the page has
 * hydrated (`SHOPPERS_OWN`, src/api/query-client.ts), so no page can carry one guest's id or cart to another.
 */
const SOME_GUEST = 'guest';

/** One request's session: the mirrored cookies, read-only (a write during a render stays in this request). */
function cookieStorage(cookies: Map<string, string>): StorageBackend {
  const values = new Map(
    [...cookies]
      .filter(([key]) => (mirroredKeys as readonly string[]).includes(key))
      .map(([key, value]) => [key, key === storageKeys.guestId ? SOME_GUEST : value] as const),
  );
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** One i18next instance per language, shared by the requests (the language is all they would differ in). */
const catalogues = new Map<string, Promise<I18n>>();
const i18nFor = (language: string) => {
  const code = appLanguageOf(language);
  let instance = catalogues.get(code);
  if (!instance) catalogues.set(code, (instance = createI18n(code)));
  return instance;
};

/**
 * Whether `url` is a page the server renders: its page route has a loader (the public pages). Account, cart,
 * checkout and wallet pages are served as the browser-rendered shell.
 */
export function rendersOnServer(url: URL): boolean {
  const matches = matchRoutes(routes, url) ?? [];
  const page = matches.at(-1)?.route;
  return !!page && page.id !== 'root' && !!page.loader;
}

/**
 * Everything of `request` but its URL that its render reads (server/static.ts keeps a rendered page under it): the
 * session as the render sees it, a guest id as `SOME_GUEST`. Cookies the app does not mirror are not in it.
 */
export function sessionKey(request: Request): string {
  const storage = cookieStorage(parseCookies(request.headers.get('cookie') ?? undefined));
  return JSON.stringify(mirroredKeys.map((key) => storage.getItem(key)));
}

/** One request's scope: its session (the mirrored cookies), its query client and how its API requests are sent. */
function requestScope(request: Request, fetch: ApiFetch) {
  const storage = cookieStorage(parseCookies(request.headers.get('cookie') ?? undefined));
  const queryClient = createQueryClient();
  return { storage, queryClient, fetch };
}

const refuse: ApiFetch = () => Promise.reject(new Error('No API request to answer the language of a page.'));

/** The language of the request in scope: `?lang=`, else the shopper's (the mirrored cookie), else English. */
const pageLanguage = (request: Request): AppLanguage => appLanguageOf(startLanguage(new URL(request.url).search));

/** The language `request` renders in (server/lib/seo writes the page's head in it). */
export const languageOf = (request: Request) => scope.run(requestScope(request, refuse), () => pageLanguage(request));

/**
 * React writes the preloads of the page's first images ahead of its markup (no `<head>` in the tree); those of
 * `fetchPriority="high"` images are taken out, for the head.
 */
export function splitLeadImages(rendered: string): { html: string; leadImages: string } {
  const hoisted = /^(?:<link [^>]*>)*/.exec(rendered)![0];
  return {
    html: hoisted.replace(LEAD_IMAGE, '') + rendered.slice(hoisted.length),
    leadImages: (hoisted.match(LEAD_IMAGE) ?? []).join(''),
  };
}

const LEAD_IMAGE = /<link [^>]*\bfetchPriority="high"[^>]*>/gi;

/**
 * Renders `request` (a GET of a page); a Response when the loaders answered with one (a redirect). The API
 * requests of the render go through `options.fetch` (the embedded server's is in-process: server/render.ts).
 * `options.status` is the page's status (server/lib/seo): a 4xx renders the Not found page in the layout.
 */
export async function render(
  request: Request,
  options: { fetch: ApiFetch; status: number },
): Promise<RenderedPage | Response> {
  const current = requestScope(request, options.fetch);
  const { queryClient } = current;
  return scope.run(current, async () => {
    const language = pageLanguage(request);
    const requestContext: PageRequestContext = { pageStatus: options.status };
    const [i18n, context] = await Promise.all([i18nFor(language), handler.query(request, { requestContext })]);
    if (context instanceof Response) return context;
    const router = createStaticRouter(handler.dataRoutes, context);
    const sheet = new ServerStyleSheet();
    try {
      const stream = await renderToReadableStream(
        sheet.collectStyles(
          <StrictMode>
            <App
              i18n={i18n}
              queryClient={queryClient}
              router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
            />
          </StrictMode>,
        ),
        {
          // no boundary is sent apart for progressive display: the whole page in document order (JavaScript off too)
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError: (error) => void console.error('render:', error),
        },
      );
      // every Suspense boundary resolved (lazy dialog hosts and pieces): the HTML is whole, not streamed
      await stream.allReady;
      const { html, leadImages } = splitLeadImages(await new Response(stream).text());
      return {
        html,
        leadImages,
        styles: sheet.getStyleTags(),
        state: pageStateScript({
          // never a shopper's own query, were a view ever to ask for one while rendering
          query: dehydrate(queryClient, {
            shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && !isShoppersOwn(query),
          }),
          router: {
            loaderData: context.loaderData,
            actionData: context.actionData,
            errors: serializeRouteErrors(context.errors),
          },
          zone: handedZoneOffsets(Date.now()),
        }),
        status: context.statusCode,
        modules: [
          ...HYDRATION_MODULES,
          ...catalogueModule(language),
          ...context.matches.flatMap(({ route }) => {
            const module = (route.handle as { module?: unknown } | undefined)?.module;
            return typeof module === 'string' ? [module] : [];
          }),
        ],
      };
    } finally {
      sheet.seal();
      queryClient.clear();
    }
  });
}
