import type { Db } from '../client.ts';
import { chatParticipants } from '../schema/chat.ts';
import { DEMO_DELIVERY_MEN, SUPPORT_ADMIN_ID } from '../../lib/chat/participants.ts';
import type { SeedArea } from './areas.ts';

/** Chat participants that are not customers or stores: support and the delivery men (stores join on first use). */
export const seedArea: SeedArea = {
  name: 'chat',
  order: 50,
  async seed(db: Db) {
    await db.insert(chatParticipants).values([
      {
        adminId: SUPPORT_ADMIN_ID,
        fName: 'Sixam Market',
        lName: 'Support',
        email: 'support@sixam.market',
        image: 'landing/support.webp',
      },
      ...DEMO_DELIVERY_MEN.map((d) => ({ ...d, email: null })),
    ]);
  },
};
