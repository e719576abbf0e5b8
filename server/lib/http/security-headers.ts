// Security headers on everything the server answers: a Content-Security-Policy that allows exactly what
// the built SPA loads (its own files, the map tiles of VITE_MAP_TILE_URL — the offline ones by default —, the API it
// is pointed at, and the sign-in SDKs it loads only outside demo mode), frame-ancestors 'none' everywhere, nosniff,
// a Referrer-Policy, and `Cache-Control: no-store` on every answer to an authenticated API call.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tileUrlOf } from '../../../domain/map-tiles.ts';
import type { ServerEnv } from '../../env.ts';
import { START_AFTER_FIRST_PAINT_SOURCE } from './page-scripts.ts';

/** The origin of a URL template (`https://{s}.tile.example/{z}/…` → `https://*.tile.example`); null when not http(s). */
export function templateOrigin(template: string | undefined): string | null {
  if (!template) return null;
  try {
    const url = new URL(template.replace(/\{s\}/g, 'wildcard-subdomain').replace(/\{[a-z]+\}/g, '0'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin.replace('wildcard-subdomain', '*');
  } catch {
    return null;
  }
}

/** Hosts of the sign-in SDKs the SPA loads outside demo mode (Google, Facebook, Apple; Firebase phone auth). */
const SIGN_IN = {
  script: [
    'https://accounts.google.com',
    'https://connect.facebook.net',
    'https://appleid.cdn-apple.com',
    'https://www.google.com',
    'https://www.gstatic.com',
  ],
  connect: ['https://*.googleapis.com', 'https://accounts.google.com', 'https://graph.facebook.com'],
  frame: [
    'https://accounts.google.com',
    'https://www.facebook.com',
    'https://appleid.apple.com',
    'https://www.google.com',
  ],
  style: ['https://accounts.google.com'],
};

const join = (directives: Record<string, (string | null | undefined)[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources.filter(Boolean))].join(' '))
    .join('; ');

export interface ContentPolicies {
  spa: string;
  payment: string;
  api: string;
}

/**
 * The three policies: the SPA's documents, the payment pages (a form that posts to us and may be sent on to a
 * callback of `callbackOrigins`), and everything else (JSON, media: nothing to run, nothing to frame).
 */
export function contentPolicies(
  env: Pick<ServerEnv, 'publicUrl' | 'demoMode'>,
  build: { tileUrl?: string; apiBaseUrl?: string },
  callbackOrigins: string[],
): ContentPolicies {
  const tiles = templateOrigin(tileUrlOf(build)); // the offline tiles are 'self'
  const api = templateOrigin(build.apiBaseUrl);
  const signIn = env.demoMode ? { script: [], connect: [], frame: [], style: [] } : SIGN_IN;
  const spa = join({
    'default-src': ["'self'"],
    // (and a rendered page's one inline script, which starts its scripts after the first paint)
    'script-src': ["'self'", START_AFTER_FIRST_PAINT_SOURCE, ...signIn.script],
    // styled-components and Leaflet write styles at run time; index.html's first paint has style attributes
    'style-src': ["'self'", "'unsafe-inline'", ...signIn.style],
    // a foreign backend (VITE_API_BASE_URL) keeps its pictures wherever its storage is
    'img-src': ["'self'", 'data:', 'blob:', tiles, env.publicUrl, ...(api ? [api, 'https:'] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", env.publicUrl, api, ...signIn.connect],
    'frame-src': signIn.frame.length ? signIn.frame : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
  const payment = join({
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'"],
    'form-action': ["'self'", ...callbackOrigins],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  });
  const apiPolicy = join({
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"], // the generated SVG pictures, when opened on their own
    'img-src': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
  return { spa, payment, api: apiPolicy };
}

const isPaymentPage = (url: string) => url.startsWith('/payment/');

export function registerSecurityHeaders(
  app: FastifyInstance,
  env: Pick<ServerEnv, 'publicUrl' | 'demoMode'>,
  callbackOrigins: string[],
  build: { tileUrl?: string; apiBaseUrl?: string } = {
    tileUrl: process.env.VITE_MAP_TILE_URL,
    apiBaseUrl: process.env.VITE_API_BASE_URL,
  },
) {
  const policies = contentPolicies(env, build, callbackOrigins);
  const authenticated = (req: FastifyRequest) => Boolean(req.user) || Boolean(req.headers.authorization);
  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const html = type.startsWith('text/html');
    reply.header(
      'Content-Security-Policy',
      html ? (isPaymentPage(req.url) ? policies.payment : policies.spa) : policies.api,
    );
    reply.header('X-Frame-Options', 'DENY');
    reply.header('X-Content-Type-Options', 'nosniff');
    // OpenStreetMap's tile policy asks for a Referer: the origin, never the path (no ids or tokens leak)
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (req.url.startsWith('/api/') && authenticated(req)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
