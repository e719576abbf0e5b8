// The SPA as a CDN serves it, for test/e2e/cross-origin.spec.ts: the files of a build (STATIC_DIR) on PORT, no API on
// this origin, every other GET path answering index.html (the client router takes it). API_BASE_URL is written into
// index.html as `<meta name="api-base-url">` (src/api/client.ts reads it), so the same build the rest of the suite
// runs is pointed at an API on another origin without a second build.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const root = resolve(process.env.STATIC_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4193);
const apiBaseUrl = process.env.API_BASE_URL;
if (!apiBaseUrl) throw new Error('API_BASE_URL is not set: the origin of the API this SPA calls');

const escape = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const template = readFileSync(join(root, 'index.html'), 'utf8');
if (!template.includes('</head>')) throw new Error(`${root}/index.html has no </head>`);
const indexHtml = template.replace('</head>', `<meta name="api-base-url" content="${escape(apiBaseUrl)}" />\n</head>`);

const app = Fastify();
const sendIndex = (_req, reply) => reply.type('text/html').header('Cache-Control', 'no-cache').send(indexHtml);
// index.html itself is never served from the build: only the rewritten copy.
app.get('/', sendIndex);
app.get('/index.html', sendIndex);
await app.register(fastifyStatic, { root, wildcard: true, index: false, serveDotFiles: false });
app.setNotFoundHandler((req, reply) => {
  if ((req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/assets/')) return sendIndex(req, reply);
  return reply.status(404).send('Not found');
});
await app.listen({ port, host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
