// The types of the auth calls that src/api/auth.ts and src/api/backend-dialect.ts both read (one home, no import circle).
import type { components } from '../../openapi/storefront.d.ts';

/** What a sign-in, sign-up or verification answers (the contract's AuthResponse). */
export type AuthResponse = components['schemas']['AuthResponse'];

/** Where a code goes. */
export type VerificationChannel = 'phone' | 'email';

/** Whose password is being recovered, and through which channel. */
export type RecoveryTarget = { verification_method: VerificationChannel; phone?: string; email?: string };
