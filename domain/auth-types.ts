// The login types, once, from the contract (openapi/storefront.d.ts): the auth chart (machines/auth.machine.ts) and
// the SPA's auth calls (src/api/auth.ts) both read them here (docs/architecture.md, "Layers": domain/ may import
// the contract's types).
import type { components, operations } from '../openapi/storefront.d.ts';

/** What a sign-in, sign-up or verification answers (the contract's AuthResponse): a token only once the account has a name and is verified. */
export type AuthResponse = components['schemas']['AuthResponse'];

type UpdateInfoBody = operations['updateInfo']['requestBody']['content']['application/json'];
type LoginBody = operations['login']['requestBody']['content']['application/json'];
type SignUpBody = operations['signUp']['requestBody']['content']['application/json'];

/** How the customer signs in (update-info's `login_type`). */
export type LoginType = UpdateInfoBody['login_type'];

/** A social sign-in provider (login's `medium`). */
export type SocialMedium = NonNullable<LoginBody['medium']>;

/** The sign-up form's fields, each as the form holds it (a string; empty when not given): the contract's sign-up body without the guest_id. */
export type SignUpDetails = { [K in keyof Omit<SignUpBody, 'guest_id'>]-?: string };
