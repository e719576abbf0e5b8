import type { Db } from '../client.ts';
import { chatParticipants } from '../schema/chat.ts';
import type { SeedArea } from './areas.ts';

/** Support (6amMart's admin): the party of `receiver_type=admin`. */
export const SUPPORT_ADMIN_ID = 1;

/** The demo delivery men a customer can chat with (deliveryman_id 1…3). */
export const DEMO_DELIVERY_MEN = [
  { deliverymanId: 1, fName: 'Karim', lName: 'Hossain', phone: '+8801800000011', image: 'customers/karim-hossain.svg' },
  { deliverymanId: 2, fName: 'Nadia', lName: 'Islam', phone: '+8801800000012', image: 'customers/nadia-islam.svg' },
  { deliverymanId: 3, fName: 'Tanvir', lName: 'Rahman', phone: '+8801800000013', image: 'customers/tanvir-rahman.svg' },
];

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
        image: 'landing/support.svg',
      },
      ...DEMO_DELIVERY_MEN.map((d) => ({ ...d, email: null })),
    ]);
  },
};
