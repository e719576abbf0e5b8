// Social sign-in identities. Real providers (Google, Facebook, Apple) would verify the token with the provider;
// the embedded API ships a demo identity provider whose tokens are HMAC-signed with a per-database secret.
// Everything goes through `verifySocialIdentity`, the one place a real provider check would plug in.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/core.ts';
import { users } from '../../db/schema/customer.ts';
import { forbidden } from '../http/errors.ts';
import type { SocialMedium } from '../../../domain/auth-types.ts';

export interface SocialIdentity {
  medium: SocialMedium;
  email: string;
  name: string | null;
  unique_id: string;
}

const DEMO_PREFIX = 'demo.';
const TOKEN_TTL_MS = 10 * 60 * 1000;
const SECRET_KEY = 'demo_social_secret';

async function demoSecret(db: Db): Promise<string> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SECRET_KEY));
  if (row && typeof row.value === 'string') return row.value;
  const secret = randomBytes(32).toString('hex');
  await db.insert(settings).values({ key: SECRET_KEY, value: secret }).onConflictDoNothing();
  const [stored] = await db.select().from(settings).where(eq(settings.key, SECRET_KEY));
  return String(stored?.value ?? secret);
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

const notOurs = () =>
  forbidden('email', 'This account was not created with this sign-in service. Sign in with your password instead.');

/**
 * The demo identity provider vouches for anyone who asks, so it may only speak for accounts it created: an account
 * that holds the email, or is linked to the (medium, unique_id), must be the one created through this very identity
 * (same medium, unique_id and email). A manual account's email, or a linked id under another email, is not its to
 * give — else anyone could sign into any account by naming its email. 403 `email` otherwise.
 */
export async function assertDemoIdentityOwns(db: Db, identity: SocialIdentity): Promise<void> {
  const email = identity.email.toLowerCase();
  const [byEmail] = await db.select().from(users).where(eq(users.email, email));
  if (byEmail && (byEmail.loginMedium !== identity.medium || byEmail.socialId !== identity.unique_id)) throw notOurs();
  const [linked] = await db
    .select()
    .from(users)
    .where(and(eq(users.socialId, identity.unique_id), eq(users.loginMedium, identity.medium)));
  if (linked && linked.email?.toLowerCase() !== email) throw notOurs();
}

/** The demo identity provider: a token for the identity, valid 10 minutes; never for an account it did not create. */
export async function issueDemoSocialToken(db: Db, identity: SocialIdentity, now: Date): Promise<string> {
  await assertDemoIdentityOwns(db, identity);
  const payload = Buffer.from(JSON.stringify({ ...identity, exp: now.getTime() + TOKEN_TTL_MS })).toString('base64url');
  return `${DEMO_PREFIX}${payload}.${sign(await demoSecret(db), payload)}`;
}

const invalid = (medium: string) => forbidden('token', `We could not verify your ${medium} sign-in. Please try again.`);

/**
 * Verifies a social sign-in token for `medium` and returns the identity it proves. The claimed unique_id (and the
 * email, when sent) must match the token. Tokens of real providers would be checked with the provider here.
 */
export async function verifySocialIdentity(
  db: Db,
  input: { token: string; medium: SocialMedium; unique_id?: string; email?: string },
  now: Date,
): Promise<SocialIdentity> {
  if (!input.token.startsWith(DEMO_PREFIX)) throw invalid(input.medium);
  const [payload, signature] = input.token.slice(DEMO_PREFIX.length).split('.');
  if (!payload || !signature) throw invalid(input.medium);
  const expected = Buffer.from(sign(await demoSecret(db), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid(input.medium);
  let claims: SocialIdentity & { exp: number };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalid(input.medium);
  }
  if (claims.exp < now.getTime() || claims.medium !== input.medium) throw invalid(input.medium);
  if (input.unique_id && input.unique_id !== claims.unique_id) throw invalid(input.medium);
  if (input.email && input.email.toLowerCase() !== claims.email.toLowerCase()) throw invalid(input.medium);
  const identity = {
    medium: claims.medium,
    email: claims.email.toLowerCase(),
    name: claims.name,
    unique_id: claims.unique_id,
  };
  // Checked again at sign-in: an account may have taken the email since the token was minted.
  await assertDemoIdentityOwns(db, identity);
  return identity;
}
