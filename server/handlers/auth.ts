import { randomBytes } from 'node:crypto';
import { guests } from '../db/schema/customer.ts';
import { defineHandlers } from '../lib/handler.ts';

export const authHandlers = defineHandlers((ctx) => ({
  requestGuestId: async () => {
    const guestId = randomBytes(16).toString('hex'); // 128 random bits
    await ctx.db.insert(guests).values({ guestId });
    return { message: 'guest_verified', guest_id: guestId };
  },
}));
