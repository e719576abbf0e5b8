import type { Db } from '../client.ts';
import { notifications } from '../schema/notifications.ts';
import type { SeedArea } from './areas.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** The business's pushes to every customer (6amMart's notifications, target customer): two recent promotions. */
export const seedArea: SeedArea = {
  name: 'notifications',
  order: 55,
  async seed(db: Db) {
    await db.insert(notifications).values([
      {
        title: 'Weekend deals',
        description: 'Fresh fruit and vegetables 20% off in the grocery stores this weekend.',
        image: 'banners/grocery-fresh.webp',
        createdAt: daysAgo(1),
        updatedAt: daysAgo(1),
      },
      {
        title: 'Free delivery on your next order',
        description: 'Order from any restaurant today and the delivery is on us.',
        createdAt: daysAgo(3),
        updatedAt: daysAgo(3),
      },
    ]);
  },
};
