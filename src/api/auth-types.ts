// The types of the auth calls that src/api/auth.ts and src/api/backend-dialect.ts both read (one home, no import circle).

/** Where a code goes. */
export type VerificationChannel = 'phone' | 'email';

/** Whose password is being recovered, and through which channel. */
export type RecoveryTarget = { verification_method: VerificationChannel; phone?: string; email?: string };
