import bcrypt from 'bcryptjs';

const ROUNDS = 10;

/** bcrypt hash of a password (never store or log the plain text). */
export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, ROUNDS);

/** A hash no password matches, compared against when there is no account or no password: the same work either way. */
const decoy = bcrypt.hash(`decoy-${Math.random()}`, ROUNDS); // computed once, at start-up

/**
 * Whether `password` matches the stored bcrypt hash (false when the account has no password, or there is no
 * account: then a decoy hash is compared, so an unknown account costs the same time as a wrong password).
 */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, await decoy);
    return false;
  }
  return bcrypt.compare(password, hash);
}
