import { api, unwrap } from './client.ts';

/** POST /api/v1/newsletter/subscribe `{email}` → `{message}`; a duplicate or invalid email throws ApiError. */
export const subscribeNewsletter = (email: string) =>
  unwrap(api.POST('/api/v1/newsletter/subscribe', { body: { email } }));
