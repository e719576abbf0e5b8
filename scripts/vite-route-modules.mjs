// The server render's module preloads (docs/architecture.md, "A page request"): in the server entry's build only, every
// lazy route of a route table (`src/app/router.tsx`, `src/features/<area>/routes.tsx`) written as
// `lazy: () => import('./page.tsx')…` gets `handle: { module: 'src/<area>/page.tsx' }`, the key of that module in the
// browser build's manifest. The render reads the handles of the routes it matched and lists their chunks in the page's
// head (`<link rel="modulepreload">`, server/render.ts), so the browser fetches them while it parses the HTML instead of
// after the first chunk has run. The browser's own route tables are left as written.
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Whether `id` is one of the route tables. */
export const isRouteTable = (id) => /[\\/]src[\\/](app[\\/]router|features[\\/][^\\/]+[\\/]routes)\.tsx$/.test(id);

/** `code` (the route table at `file`) with a `handle: { module }` before each `lazy: () => import('./…')`. */
export function withRouteModules(code, file) {
  return code.replace(/lazy:\s*\(\)\s*=>\s*import\((['"])(\.{1,2}\/[^'"]+)\1\)/g, (whole, _quote, spec) => {
    const key = relative(root, join(dirname(file), spec))
      .split(sep)
      .join('/');
    return `handle: { module: ${JSON.stringify(key)} }, ${whole}`;
  });
}

export function routeModulesPlugin() {
  return {
    name: 'route-modules',
    enforce: 'pre',
    transform(code, id) {
      if (!isRouteTable(id)) return null;
      return { code: withRouteModules(code, id), map: null };
    },
  };
}
