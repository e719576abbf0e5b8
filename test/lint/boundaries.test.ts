// The architecture boundaries of docs/architecture.md ("Layers and allowed imports") are enforced by eslint.config.js: each case lints a snippet as
// if it lived at `file` and expects exactly the listed rules to fire (or none).
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/env.ts';

const eslint = new ESLint({ cwd: projectRoot });

async function rulesFired(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(projectRoot, file) });
  return result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const cases: Array<{ name: string; file: string; code: string; fires: string[] }> = [
  // machines/: only xstate + domain, no DOM/network/timers
  {
    name: 'a machine imports React',
    file: 'machines/x.machine.ts',
    code: "import { useState } from 'react';\nexport const a = useState;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'a machine imports the API client',
    file: 'machines/x.machine.ts',
    code: "import { api } from '../src/api/client.ts';\nexport const a = api;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'a machine imports a feature',
    file: 'machines/x.machine.ts',
    code: "import { A } from '../src/features/auth/a.tsx';\nexport const a = A;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'a machine imports xstate and domain',
    file: 'machines/x.machine.ts',
    code: "import { setup } from 'xstate';\nimport { f } from '../domain/money.ts';\nexport const a = [setup, f];\n",
    fires: [],
  },
  {
    name: 'a machine imports API types only',
    file: 'machines/x.machine.ts',
    code: "import type { components } from '../openapi/storefront.d.ts';\nexport type A = components;\n",
    fires: [],
  },
  {
    name: 'a machine calls fetch',
    file: 'machines/x.machine.ts',
    code: "export const a = () => fetch('/api/v1/config');\n",
    fires: ['no-restricted-globals'],
  },
  {
    name: 'a machine reads localStorage and document',
    file: 'machines/x.machine.ts',
    code: "export const a = () => [localStorage.getItem('token'), document.title];\n",
    fires: ['no-restricted-globals', 'no-restricted-globals'],
  },
  {
    name: 'a machine uses window.fetch',
    file: 'machines/x.machine.ts',
    code: "export const a = () => window.fetch('/api/v1/x');\n",
    fires: ['no-restricted-globals', 'no-restricted-properties'],
  },
  {
    name: 'a machine sets a timer',
    file: 'machines/x.machine.ts',
    code: 'export const a = () => setTimeout(() => {}, 10);\n',
    fires: ['no-restricted-globals'],
  },
  // features never import each other (nor the app shell)
  {
    name: 'a feature imports another feature',
    file: 'src/features/cart/cart-drawer.tsx',
    code: "import { LoginForm } from '../auth/login-form.tsx';\nexport const a = LoginForm;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'a feature imports another feature dynamically',
    file: 'src/features/cart/cart-drawer.tsx',
    code: "export const a = () => import('../auth/login-form.tsx');\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'a feature imports the app shell',
    file: 'src/features/cart/cart-drawer.tsx',
    code: "import { router } from '../../app/router.tsx';\nexport const a = router;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'a feature imports its own files, machines, api, domain, ui, i18n',
    file: 'src/features/cart/sub/cart-drawer.tsx',
    code: "import { a } from '../cart.context.ts';\nimport { m } from '../../../../machines/cart.machine.ts';\nimport { q } from '../../../api/cart.ts';\nimport { d } from '../../../../domain/money.ts';\nimport { Button } from '../../../ui/button.tsx';\nimport { i } from '../../../i18n/i18n.ts';\nexport const x = [a, m, q, d, Button, i];\n",
    fires: [],
  },
  // src/shop: the shop pieces features share; it may not reach back into a feature or the app shell
  {
    name: 'a feature imports the shared shop layer',
    file: 'src/features/cart/cart-row.tsx',
    code: "import { c } from '../../shop/cart-line.context.ts';\nexport const a = c;\n",
    fires: [],
  },
  {
    name: 'src/shop imports machines, api, session, domain, ui, i18n',
    file: 'src/shop/x.context.ts',
    code: "import { m } from '../../machines/cart-line.machine.ts';\nimport { q } from '../api/cart.ts';\nimport { s } from '../api/guest-id.ts';\nimport { d } from '../../domain/money.ts';\nimport { Button } from '../ui/button.tsx';\nimport { i } from '../i18n/i18n.ts';\nexport const x = [m, q, s, d, Button, i];\n",
    fires: [],
  },
  {
    name: 'src/shop imports a feature',
    file: 'src/shop/x.context.ts',
    code: "import { A } from '../features/cart/cart-drawer.tsx';\nexport const a = A;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'src/shop imports the app shell',
    file: 'src/shop/x.context.ts',
    code: "import { router } from '../app/router.tsx';\nexport const a = router;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'a feature calls fetch itself',
    file: 'src/features/cart/cart-drawer.tsx',
    code: "export const a = () => fetch('/api/v1/customer/cart/list');\n",
    fires: ['no-restricted-globals'],
  },
  {
    name: 'a feature calls globalThis.fetch',
    file: 'src/features/cart/cart-drawer.tsx',
    code: "export const a = () => globalThis.fetch('/api/v1/x');\n",
    fires: ['no-restricted-properties'],
  },
  {
    name: 'src/api calls fetch',
    file: 'src/api/upload.ts',
    code: "export const a = () => fetch('/api/v1/x');\n",
    fires: [],
  },
  // views are layouts over small parts: no component function over 150 lines
  {
    name: 'a 151-line component',
    file: 'src/features/cart/big.tsx',
    code: `export function Big() {\n${'  console.log(1);\n'.repeat(150)}  return null;\n}\n`,
    fires: ['max-lines-per-function'],
  },
  {
    name: 'a 150-line component',
    file: 'src/features/cart/small.tsx',
    code: `export function Small() {\n${'  console.log(1);\n'.repeat(147)}  return null;\n}\n`,
    fires: [],
  },
  // domain: pure
  {
    name: 'domain imports the API client',
    file: 'domain/money.ts',
    code: "import { api } from '../src/api/client.ts';\nexport const a = api;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'domain imports a machine',
    file: 'domain/money.ts',
    code: "import { m } from '../machines/cart-line.machine.ts';\nexport const a = m;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'domain imports server code',
    file: 'domain/money.ts',
    code: "import { readEnv } from '../server/env.ts';\nexport const a = readEnv;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'domain imports React',
    file: 'domain/money.ts',
    code: "import { useMemo } from 'react';\nexport const a = useMemo;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'domain imports yup',
    file: 'domain/validation/login.ts',
    code: "import { object } from 'yup';\nexport const a = object;\n",
    fires: [],
  },
  // ui: nothing from features/api/app
  {
    name: 'src/ui imports a feature',
    file: 'src/ui/card.tsx',
    code: "import { A } from '../features/auth/a.tsx';\nexport const a = A;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'src/ui imports the API client',
    file: 'src/ui/card.tsx',
    code: "import { api } from '../api/client.ts';\nexport const a = api;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'src/ui imports the theme and i18n',
    file: 'src/ui/card.tsx',
    code: "import { theme } from './theme.ts';\nimport { languages } from '../i18n/i18n.ts';\nexport const a = [theme, languages];\n",
    fires: [],
  },
  // the SPA never reaches into server/ or test/, and the server never into the React layers
  {
    name: 'the SPA imports server code',
    file: 'src/app/app.tsx',
    code: "import { readEnv } from '../../server/env.ts';\nexport const a = readEnv;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'browser code imports a Node module',
    file: 'domain/x.ts',
    code: "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'the server imports a feature',
    file: 'server/handlers/cart.ts',
    code: "import { A } from '../../src/features/cart/a.tsx';\nexport const a = A;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'the server imports domain',
    file: 'server/handlers/cart.ts',
    code: "import { f } from '../../domain/pricing.ts';\nexport const a = f;\n",
    fires: [],
  },
  {
    name: 'the app shell imports features',
    file: 'src/app/router.tsx',
    code: "import { routes } from '../features/cart/routes.tsx';\nexport const a = routes;\n",
    fires: [],
  },
  // src/session: the browser session's one home
  {
    name: 'a feature reads the session',
    file: 'src/features/shell/navbar.tsx',
    code: "import { useSession } from '../../session/hooks.ts';\nexport const a = useSession;\n",
    fires: [],
  },
  {
    name: 'the API keeps the guest id it requests in the stored session',
    file: 'src/api/guest-id.ts',
    code: "import { write } from '../session/storage.ts';\nimport { requestGuestId } from './guest.ts';\nexport const a = [write, requestGuestId];\n",
    fires: [],
  },
  {
    name: 'the session calls the API',
    file: 'src/session/effects.ts',
    code: "import { requestGuestId } from '../api/guest.ts';\nexport const a = requestGuestId;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'the routes import the app shell',
    file: 'src/routes/paths.ts',
    code: "import { App } from '../app/app.tsx';\nexport const a = App;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'src/api reads the stored session and the guest_id rule',
    file: 'src/api/cart.ts',
    code: "import { guestParams } from '../session/storage.ts';\nexport const a = guestParams;\n",
    fires: [],
  },
  {
    name: 'src/api imports the session hooks or effects',
    file: 'src/api/cart.ts',
    code: "import { useSession } from '../session/hooks.ts';\nexport const a = useSession;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'the session imports a feature',
    file: 'src/session/effects.ts',
    code: "import { A } from '../features/auth/a.tsx';\nexport const a = A;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'src/ui imports the session',
    file: 'src/ui/card.tsx',
    code: "import { session } from '../session/storage.ts';\nexport const a = session;\n",
    fires: ['boundaries/layers'],
  },
  {
    name: 'a feature reads localStorage',
    file: 'src/features/auth/remember.ts',
    code: "export const a = () => localStorage.getItem('remembered-login');\n",
    fires: ['no-restricted-globals'],
  },
  {
    name: 'src/api reads localStorage',
    file: 'src/api/cart.ts',
    code: "export const a = () => localStorage.getItem('token');\n",
    fires: ['no-restricted-globals'],
  },
  {
    name: 'the session storage reads localStorage',
    file: 'src/session/storage.ts',
    code: "export const a = () => localStorage.getItem('token');\n",
    fires: [],
  },
  // route paths and dialog URL parameters only in src/routes/paths.ts
  {
    name: 'a feature imports the paths module',
    file: 'src/features/shell/logo.tsx',
    code: "import { paths } from '../../routes/paths.ts';\nexport const a = paths.home;\n",
    fires: [],
  },
  {
    name: 'a link writes a route literal',
    file: 'src/features/shell/logo.tsx',
    code: 'export const a = <a href="/home">Home</a>;\n',
    fires: ['boundaries/no-route-literal'],
  },
  {
    name: 'a navigation writes the landing path',
    file: 'src/features/shell/logout.ts',
    code: "export const a = (navigate: (to: string) => void) => navigate('/');\n",
    fires: ['boundaries/no-route-literal'],
  },
  {
    name: 'a template builds a route',
    file: 'src/features/home/card.tsx',
    code: 'export const a = (id: number) => `/store/${id}?x=1`;\n',
    fires: ['boundaries/no-route-literal'],
  },
  {
    name: 'a link writes a dialog parameter',
    file: 'src/features/home/card.tsx',
    code: 'export const a = (pathname: string) => `${pathname}?picker=module`;\n',
    fires: ['boundaries/no-route-literal'],
  },
  {
    name: 'a host reads its dialog parameter by name',
    file: 'src/features/auth/host.tsx',
    code: "export const a = (p: URLSearchParams) => p.get('auth');\n",
    fires: ['boundaries/no-route-literal'],
  },
  {
    name: 'API paths, separators and other strings are not routes',
    file: 'src/api/x.ts',
    code: "export const a = ['/api/v1/config', 'a/b'.split('/'), 'https://x.y/home', 'module', '//cdn.x/y.js'];\n",
    fires: [],
  },
  {
    name: 'the paths module writes the routes',
    file: 'src/routes/paths.ts',
    code: "export const paths = { home: '/home', picker: '?picker=module' };\n",
    fires: [],
  },
  // no barrel files
  {
    name: 'a barrel re-exports a module',
    file: 'src/features/cart/index.ts',
    code: "export * from './cart-drawer.tsx';\n",
    fires: ['boundaries/no-barrel'],
  },
  {
    name: 'a file re-exports names',
    file: 'src/ui/index.ts',
    code: "export { Button } from './button.tsx';\n",
    fires: ['boundaries/no-barrel'],
  },
  {
    name: 'tests may re-export helpers',
    file: 'test/support/x.ts',
    code: "export { startTestServer } from './api-server.ts';\n",
    fires: [],
  },
];

describe('architecture boundaries (eslint.config.js)', () => {
  it.each(cases)('$name → $fires', async ({ file, code, fires }) => {
    expect((await rulesFired(file, code)).sort()).toEqual([...fires].sort());
  });
});
