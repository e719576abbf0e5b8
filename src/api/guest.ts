import { api, unwrap } from './client.ts';

/** POST /api/v1/auth/guest/request → the new guest id (stored by src/api/guest-id.ts). */
export const requestGuestId = async () => (await unwrap(api.POST('/api/v1/auth/guest/request'))).guest_id;
