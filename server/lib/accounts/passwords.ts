import bcrypt from 'bcryptjs';

const ROUNDS = 10;

/** bcrypt hash of a password (never store or log the plain text). */
export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, ROUNDS);

/** Whether `password` matches the stored bcrypt hash (false when the account has no password). */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) return false;
  return bcrypt.compare(password, hash);
}
