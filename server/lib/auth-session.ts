import type { FastifyRequest } from 'fastify';
import type { AppContext, AuthUser } from './handler.ts';

/** Reads `Authorization: Bearer <token>`; `Bearer null` (and empty) count as no token. */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = match?.[1]?.trim();
  if (!token || token === 'null' || token === 'undefined') return null;
  return token;
}

/** Resolves the bearer token to a customer; the auth area replaces this with the token table lookup. */
export async function resolveUser(_ctx: AppContext, _token: string): Promise<AuthUser | null> {
  return null;
}
