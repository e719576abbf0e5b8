import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema/customer.ts';
import type { AppContext, AuthUser } from '../http/handler.ts';

/** Reads `Authorization: Bearer <token>`; `Bearer null` (and empty) count as no token. */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = match?.[1]?.trim();
  if (!token || token === 'null' || token === 'undefined') return null;
  return token;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Issues a new bearer token (256 random bits) for the user; only its sha256 is stored. */
export async function issueToken(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({ userId, tokenHash: sha256(token), createdAt: now, lastUsedAt: now });
  return token;
}

const DAY_MS = 86_400_000;
/** How stale a token's last use may be written: at most one write an hour per token. */
const LAST_USED_STEP_MS = 3_600_000;

/**
 * Resolves a bearer token to an active (not blocked) customer; revoked, unknown and expired tokens (unused for
 * TOKEN_IDLE_DAYS, or older than TOKEN_MAX_DAYS) resolve to null. A use renews the token's idle time.
 */
export async function resolveUser(ctx: AppContext, token: string): Promise<AuthUser | null> {
  if (token.length > 200) return null;
  const [row] = await ctx.db
    .select({
      tokenId: authTokens.id,
      id: users.id,
      status: users.status,
      createdAt: authTokens.createdAt,
      lastUsedAt: authTokens.lastUsedAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sha256(token)), isNull(authTokens.revokedAt)));
  if (!row || row.status !== 1) return null;
  const now = ctx.now();
  const { idle, max } = ctx.env.tokenDays;
  if (
    now.getTime() - row.lastUsedAt.getTime() > idle * DAY_MS ||
    now.getTime() - row.createdAt.getTime() > max * DAY_MS
  )
    return null;
  if (now.getTime() - row.lastUsedAt.getTime() > LAST_USED_STEP_MS)
    await ctx.db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, row.tokenId));
  return { id: row.id, tokenId: row.tokenId };
}

/** Revokes one token (logout). */
export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, tokenId));
}

/** Revokes every token of a user (password reset, account deletion). */
export async function revokeAllTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

/** Revokes every token of a user but the one in use (a password change ends the other sessions). */
export async function revokeOtherTokens(db: Db, userId: number, keepTokenId: number, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), ne(authTokens.id, keepTokenId)));
}
