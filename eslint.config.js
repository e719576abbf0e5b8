// ESLint flat config: recommended JS/TS/React-hooks rules plus the architecture boundaries of docs/architecture.md ("Layers and allowed imports"):
//   machines/        → only `xstate` and domain (no React, no fetch/DOM/storage globals, no timers: named delays)
//   domain/      → nothing app-specific (no UI/network packages, no other layer)
//   src/api/         → domain; the only place that may call `fetch`
//   src/session/     → src/session, domain (the browser session: storage, hooks, sign-in/out effects)
//   src/api/         ↳ may read src/session/storage.ts (the stored session and the guest_id rule), nothing else of it
//   src/routes/      → only domain (the route table it shares with the server); every SPA layer may import it
//   src/shop/        → src/shop, machines, src/api, src/session, domain, src/ui, src/i18n (the shop pieces several
//                      features share: the cart-line and item-configurator bindings, the options fields, the wishlist heart)
//   src/features/<a> → machines, src/shop, src/api, src/session, domain, src/ui, src/i18n and its own folder; never src/features/<b>
//   src/ui/          → src/ui, src/i18n, domain (nothing from features/api/app)
//   src/i18n/        → src/i18n, domain
//   src/app/         → everything in src + machines
//   server/          → of src/ only domain (and the contract's types in openapi/); never machines or test/
// Type-only imports of the generated `openapi/storefront.d.ts` are allowed everywhere (types, no runtime coupling).
// No barrel files: `export … from` re-exports are reported in src/ and machines/.
// Small components: no function in a src/ .tsx file over 150 lines (blank lines and comments not counted).
// No route literals: paths and `?picker=` / `?auth=` / `?drawer=` parameters are written only in src/routes/paths.ts.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';

const root = dirname(fileURLToPath(import.meta.url));

/** The architectural layer of a file (path relative to the project root, `/`-separated). */
function layerOf(rel) {
  const parts = rel.split('/');
  if (parts[0] === 'machines') return 'machines';
  if (parts[0] === 'domain') return 'domain';
  if (parts[0] === 'src') {
    if (rel === 'src/session/storage.ts') return 'session-storage';
    // the server entry (docs/architecture.md, "The request path"): the app's code, run by Node
    if (rel === 'src/app/entry-server.tsx') return 'server-entry';
    if (parts[1] === 'features' && parts.length > 3) return `feature:${parts[2]}`;
    if (['api', 'session', 'shop', 'ui', 'i18n', 'app', 'routes'].includes(parts[1])) return parts[1];
    return 'src';
  }
  if (['server', 'test', 'scripts', 'bench'].includes(parts[0])) return parts[0];
  return 'other';
}

const spaLayers = [
  'machines',
  'domain',
  'api',
  'session',
  'session-storage',
  'shop',
  'ui',
  'i18n',
  'app',
  'routes',
  'src',
];
const isSpa = (layer) => spaLayers.includes(layer) || layer.startsWith('feature:');

/** Which layers a layer may import (runtime or type imports); `null` = unrestricted. */
function allowedTargets(layer) {
  if (layer === 'routes') return ['domain'];
  if (layer === 'machines') return ['machines', 'domain'];
  if (layer === 'domain') return ['domain'];
  if (layer === 'session-storage') return ['domain'];
  if (layer === 'api') return ['api', 'session-storage', 'domain'];
  if (layer === 'session') return ['session', 'session-storage', 'domain'];
  if (layer === 'ui') return ['ui', 'i18n', 'domain', 'routes'];
  if (layer === 'i18n') return ['i18n', 'domain'];
  if (layer === 'app' || layer === 'src' || layer === 'server-entry') return [...spaLayers, 'feature:*'];
  if (layer === 'shop')
    return ['shop', 'machines', 'api', 'session', 'session-storage', 'domain', 'ui', 'i18n', 'routes'];
  if (layer.startsWith('feature:'))
    return [layer, 'machines', 'shop', 'api', 'session', 'session-storage', 'domain', 'ui', 'i18n', 'routes'];
  return null;
}

/** Packages a layer may not use (bare specifiers); machines have an allow-list instead. */
const uiAndNetworkPackages =
  /^(react|react-dom|react-router-dom|styled-components|@ark-ui\/.*|@tanstack\/.*|openapi-fetch|leaflet|react-leaflet|react-hot-toast|react-i18next|react-hook-form|@hookform\/.*|@xstate\/react)(\/.*)?$/;
const browserCode = (layer) => isSpa(layer);

function checkBareSpecifier(layer, spec) {
  if (browserCode(layer) && /^node:|^(fs|path|url|child_process|crypto|os)$/.test(spec))
    return `browser code (${layer}) may not import the Node module '${spec}'`;
  if (layer === 'machines' && !/^xstate(\/.*)?$/.test(spec))
    return `machines import only 'xstate' and domain, not '${spec}'`;
  if (layer === 'domain' && (uiAndNetworkPackages.test(spec) || /^xstate(\/.*)?$/.test(spec)))
    return `domain is pure business rules: '${spec}' is not allowed here`;
  if (layer !== 'ui' && isSpa(layer) && spec === 'react-hot-toast')
    return `toasts go through src/ui/toast.ts (one toast per message), not '${spec}' directly`;
  if (layer === 'ui' && /^(openapi-fetch|@tanstack\/.*)(\/.*)?$/.test(spec))
    return `src/ui may not use '${spec}' (data fetching belongs in src/api)`;
  return null;
}

function checkRelative(layer, targetAbs, typeOnly) {
  const targetRel = relative(root, targetAbs).split(sep).join('/');
  if (targetRel.startsWith('..')) return null;
  if (typeOnly && targetRel === 'openapi/storefront.d.ts') return null;
  const target = layerOf(targetRel);
  if (isSpa(layer) && !isSpa(target) && target !== 'other')
    return `the SPA (${layer}) may not import ${target}/ ('${targetRel}')`;
  if (layer === 'server') {
    if (target === 'test' || (isSpa(target) && target !== 'domain'))
      return `server/ may not import ${target} ('${targetRel}'); share pure rules through domain`;
    return null;
  }
  const allowed = allowedTargets(layer);
  if (!allowed || !isSpa(target)) return null;
  if (target.startsWith('feature:') && layer.startsWith('feature:') && target !== layer)
    return `features do not import each other: ${layer.slice(8)} → ${target.slice(8)} ('${targetRel}'); move the shared piece to src/shop, src/ui, domain or src/api`;
  const ok = allowed.includes(target) || (target.startsWith('feature:') && allowed.includes('feature:*'));
  return ok ? null : `${layer} may not import ${target} ('${targetRel}'); allowed: ${allowed.join(', ')}`;
}

/** A path of this site ('/', '/home', '/store/1?x=y'), not an API path ('/api/…'), a protocol-relative URL or a file. */
const routeLiteral = /^\/(?!api\/|\/)(?:[a-z][a-z0-9-]*(?:\/[^\s]*)?)?(?:[?#][^\s]*)?$/;
const dialogParams = ['picker', 'auth', 'drawer'];
const stringMethods = ['split', 'join', 'replace', 'replaceAll', 'startsWith', 'endsWith', 'includes', 'indexOf'];
const dialogLiteral = new RegExp(`(^|[?&])(${dialogParams.join('|')})=`);

const boundaries = {
  meta: { name: 'local-boundaries' },
  rules: {
    layers: {
      meta: {
        type: 'problem',
        docs: { description: 'Enforces the import boundaries of docs/architecture.md ("Layers and allowed imports").' },
        schema: [],
        messages: { violation: '{{message}}' },
      },
      create(context) {
        const file = context.filename;
        const layer = layerOf(relative(root, file).split(sep).join('/'));
        const check = (node, source, typeOnly) => {
          if (!source || typeof source.value !== 'string') return;
          const spec = source.value;
          const relativeSpec = spec.startsWith('.') || spec.startsWith('/');
          const message = relativeSpec
            ? checkRelative(
                layer,
                spec.startsWith('/') ? resolve(root, `.${spec}`) : resolve(dirname(file), spec),
                typeOnly,
              )
            : checkBareSpecifier(layer, spec);
          if (message) context.report({ node, messageId: 'violation', data: { message } });
        };
        const typeOnlyImport = (node) =>
          node.importKind === 'type' ||
          (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
        return {
          ImportDeclaration: (node) => check(node, node.source, typeOnlyImport(node)),
          ExportNamedDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
          ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
          ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null, false),
        };
      },
    },
    'no-route-literal': {
      meta: {
        type: 'problem',
        docs: { description: 'Route paths and dialog URL parameters are written only in src/routes/paths.ts.' },
        schema: [],
        messages: {
          route: "Route literal '{{text}}': use a path or builder from src/routes/paths.ts.",
          dialog: "Dialog parameter literal '{{text}}': use useUrlDialog / pathWithDialog with src/routes/paths.ts.",
        },
      },
      create(context) {
        const inspect = (node, text, routeCandidate) => {
          if (routeCandidate && routeLiteral.test(text)) context.report({ node, messageId: 'route', data: { text } });
          else if (dialogLiteral.test(text)) context.report({ node, messageId: 'dialog', data: { text } });
        };
        // `s.split('/')`, `s.replace(/_/g, '/')`: a separator, not a route.
        const isStringMethodArgument = (node) =>
          node.parent?.type === 'CallExpression' &&
          node.parent.callee.type === 'MemberExpression' &&
          stringMethods.includes(node.parent.callee.property.name);
        const isModuleSource = (node) =>
          ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].includes(
            node.parent?.type,
          ) && node.parent.source === node;
        return {
          Literal: (node) => {
            if (typeof node.value !== 'string' || isModuleSource(node)) return;
            inspect(node, node.value, !isStringMethodArgument(node));
          },
          TemplateLiteral: (node) => node.quasis.forEach((q, i) => inspect(q, q.value.cooked ?? q.value.raw, i === 0)),
          CallExpression: (node) => {
            const callee = node.callee;
            const [first] = node.arguments;
            if (
              callee.type === 'MemberExpression' &&
              !callee.computed &&
              ['get', 'set', 'delete', 'has', 'getAll', 'append'].includes(callee.property.name) &&
              first?.type === 'Literal' &&
              dialogParams.includes(first.value)
            )
              context.report({ node: first, messageId: 'dialog', data: { text: first.value } });
          },
        };
      },
    },
    'no-barrel': {
      meta: {
        type: 'suggestion',
        docs: { description: 'No barrel files: import from the module that defines the thing.' },
        schema: [],
        messages: { reexport: 'No barrel files: import from the defining module instead of re-exporting it here.' },
      },
      create(context) {
        return {
          ExportAllDeclaration: (node) => context.report({ node, messageId: 'reexport' }),
          ExportNamedDeclaration: (node) => {
            if (node.source) context.report({ node, messageId: 'reexport' });
          },
        };
      },
    },
  },
};

/** Globals of the Node scripts (plain .js/.mjs files are not type-checked, so no-undef stays on for them). */
const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'URLSearchParams',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'queueMicrotask',
    'structuredClone',
    'globalThis',
    'performance',
    'fetch',
    'AbortController',
    'AbortSignal',
    'TextEncoder',
    'TextDecoder',
    'Blob',
    'FormData',
    'Headers',
    'Request',
    'Response',
  ].map((name) => [name, 'readonly']),
);

const networkGlobals = [
  {
    name: 'fetch',
    message: 'Only src/api calls fetch: use the typed client (src/api/client.ts) or a src/api/<resource>.ts function.',
  },
  { name: 'XMLHttpRequest', message: 'Only src/api talks to the network.' },
  { name: 'EventSource', message: 'Only src/api talks to the network.' },
  { name: 'WebSocket', message: 'Only src/api talks to the network.' },
];
const storageGlobals = ['localStorage', 'sessionStorage'].map((name) => ({
  name,
  message: 'Browser storage belongs to src/session/storage.ts: read and write through it (or its hooks).',
}));
const machineMessage = 'Machines are pure: inject it as a named action/actor through provide() in <flow>.context.ts.';
const machineGlobals = [
  ...[
    'window',
    'document',
    'localStorage',
    'sessionStorage',
    'navigator',
    'location',
    'history',
    'alert',
    'confirm',
    'prompt',
  ].map((name) => ({ name, message: machineMessage })),
  ...['setTimeout', 'setInterval'].map((name) => ({
    name,
    message: 'Machines use named delays (setup({ delays })), not timers.',
  })),
];
const fetchProperties = ['window', 'globalThis', 'self'].map((object) => ({
  object,
  property: 'fetch',
  message: 'Only src/api calls fetch.',
}));

export default defineConfig([
  globalIgnores([
    'node_modules/',
    'dist/',
    'dist-*/',
    '.dist-*/',
    '.test-results/',
    'test-results/',
    'playwright-report/',
    'coverage/',
    '.data/',
    'server/db/migrations/',
    'openapi/storefront.d.ts',
    'openapi/storefront.yaml',
    'storybook-static/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'project/defaults',
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { boundaries },
    rules: {
      'boundaries/layers': 'error',
      // tsc checks the names (noUnusedLocals/Parameters); keep `_`-prefixed escapes consistent with it.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    name: 'project/typescript',
    files: ['**/*.{ts,tsx,mts,cts}'],
    // TypeScript resolves names; no-undef only produces false positives on types and DOM/Node globals.
    rules: { 'no-undef': 'off' },
  },
  {
    name: 'project/node-scripts',
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    name: 'project/spa',
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'boundaries/no-barrel': 'error',
      'boundaries/no-route-literal': 'error',
      'no-restricted-globals': ['error', ...networkGlobals, ...storageGlobals],
      'no-restricted-properties': ['error', ...fetchProperties],
    },
  },
  {
    // Views are layouts over small parts (docs/architecture.md): no component function over 150 lines.
    name: 'project/small-components',
    files: ['src/**/*.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    name: 'project/session-owns-storage',
    files: ['src/session/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', ...networkGlobals] },
  },
  {
    name: 'project/paths-module',
    files: ['src/routes/paths.ts'],
    rules: { 'boundaries/no-route-literal': 'off' },
  },
  {
    name: 'project/api-may-fetch',
    files: ['src/api/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', ...storageGlobals], 'no-restricted-properties': 'off' },
  },
  {
    name: 'project/machines-are-pure',
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...networkGlobals, ...machineGlobals],
      'no-restricted-properties': ['error', ...fetchProperties],
    },
  },
  {
    name: 'project/tests-and-tooling',
    files: ['test/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*', 'bench/**/*', '*.config.{ts,js}'],
    rules: {
      // The harness reads untyped JSON (contract, responses, fuzz input) and parses loose payloads.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
]);
