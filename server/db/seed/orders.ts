// Order history of the demo customer (order 40, after catalogue, customers and rental): two delivered orders and a
// canceled one, a completed and a canceled trip. Nothing is left under way, so the demo account can be deleted.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { items, modules, stores } from '../schema/catalogue.ts';
import { users } from '../schema/customer.ts';
import { orderDetails, orders, type OrderStatus } from '../schema/orders.ts';
import { tripDetails, trips, vehicles } from '../schema/rental.ts';
import type { SeedArea } from './areas.ts';

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 1, day, hour - 6, 15)); // Feb 2026, shop time (UTC+6)

export const seedArea: SeedArea = {
  name: 'orders',
  order: 40,
  async seed(db: Db) {
    const [demo] = await db.select().from(users).where(eq(users.email, 'demo@sixam.market'));
    if (!demo) return;
    const address = {
      contact_person_name: 'Demo Customer',
      contact_person_number: demo.phone ?? '+8801700000001',
      contact_person_email: demo.email,
      address_type: 'home',
      address: 'House 12, Road 45, Gulshan 2, Dhaka 1212',
      floor: '3',
      road: '45',
      house: '12',
      longitude: '90.4125',
      latitude: '23.7935',
    };

    const shopModules = await db
      .select()
      .from(modules)
      .where(inArray(modules.moduleType, ['grocery', 'food']));
    for (const [n, mod] of shopModules.entries()) {
      const [store] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.moduleId, mod.id), eq(stores.status, 1)))
        .orderBy(asc(stores.id))
        .limit(1);
      if (!store) continue;
      const picked = await db.select().from(items).where(eq(items.storeId, store.id)).orderBy(asc(items.id)).limit(2);
      if (!picked.length) continue;
      const plan: { status: OrderStatus; day: number }[] =
        n === 0
          ? [
              { status: 'delivered', day: 3 },
              { status: 'canceled', day: 9 },
            ]
          : [{ status: 'delivered', day: 14 }];
      for (const p of plan) {
        const subtotal = picked.reduce((s, it, i) => s + it.price * (i + 1), 0);
        const tax = Math.round(subtotal * store.tax) / 100;
        const delivery = 3;
        const placed = at(p.day, 13);
        const [order] = await db
          .insert(orders)
          .values({
            userId: demo.id,
            storeId: store.id,
            moduleId: mod.id,
            zoneId: store.zoneId,
            orderType: 'delivery',
            orderStatus: p.status,
            paymentMethod: 'cash_on_delivery',
            paymentStatus: p.status === 'delivered' ? 'paid' : 'unpaid',
            orderAmount: Math.round((subtotal + tax + delivery) * 100) / 100,
            totalTaxAmount: tax,
            taxPercentage: store.tax,
            deliveryCharge: delivery,
            originalDeliveryCharge: delivery,
            deliveryAddress: address,
            distance: 2.4,
            scheduleAt: placed,
            otp: String(4821 + n),
            pendingAt: placed,
            confirmedAt: p.status === 'delivered' ? at(p.day, 13) : null,
            deliveredAt: p.status === 'delivered' ? at(p.day, 14) : null,
            canceledAt: p.status === 'canceled' ? at(p.day, 13) : null,
            canceledBy: p.status === 'canceled' ? 'customer' : null,
            cancellationReason: p.status === 'canceled' ? 'Ordered by mistake' : null,
            createdAt: placed,
            updatedAt: placed,
          })
          .returning({ id: orders.id });
        await db.insert(orderDetails).values(
          picked.map((it, i) => ({
            orderId: order!.id,
            itemId: it.id,
            itemDetails: {
              id: it.id,
              name: it.name,
              price: it.price,
              image_full_url: `/media/${it.image}`,
              store_id: store.id,
            },
            quantity: i + 1,
            price: it.price,
            taxAmount: Math.round(it.price * (i + 1) * store.tax) / 100,
            createdAt: placed,
          })),
        );
      }
    }

    // trips: one completed, one canceled
    const [vehicle] = await db.select().from(vehicles).orderBy(asc(vehicles.id)).limit(1);
    if (!vehicle) return;
    const [provider] = await db.select().from(stores).where(eq(stores.id, vehicle.providerId));
    const pickup = { lat: 23.7512, lng: 90.3935, location_name: 'Karwan Bazar' };
    const destination = { lat: 23.7925, lng: 90.4078, location_name: 'Gulshan 2 Circle' };
    for (const [status, day] of [
      ['completed', 6],
      ['canceled', 11],
    ] as const) {
      const hours = 4;
      const price = vehicle.hourlyPrice * hours;
      const tax = Math.round(price * provider!.tax) / 100;
      const when = at(day, 10);
      const [trip] = await db
        .insert(trips)
        .values({
          userId: demo.id,
          providerId: provider!.id,
          zoneId: provider!.zoneId,
          moduleId: provider!.moduleId,
          tripStatus: status,
          tripType: 'hourly',
          paymentMethod: 'cash_payment',
          paymentStatus: status === 'completed' ? 'paid' : 'unpaid',
          price,
          taxAmount: tax,
          taxPercentage: provider!.tax,
          tripAmount: Math.round((price + tax) * 100) / 100,
          estimatedHours: hours,
          pickupLocation: pickup,
          destinationLocation: destination,
          pickupTime: when,
          confirmedAt: status === 'completed' ? when : null,
          ongoingAt: status === 'completed' ? when : null,
          completedAt: status === 'completed' ? at(day, 14) : null,
          canceledAt: status === 'canceled' ? at(day - 1, 18) : null,
          canceledBy: status === 'canceled' ? 'customer' : null,
          cancellationReason: status === 'canceled' ? 'Plans changed' : null,
          createdAt: at(day - 2, 9),
          updatedAt: at(day - 2, 9),
        })
        .returning({ id: trips.id });
      await db.insert(tripDetails).values({
        tripId: trip!.id,
        vehicleId: vehicle.id,
        quantity: 1,
        price: vehicle.hourlyPrice,
        calculatedPrice: price,
        vehicleDetails: {
          id: vehicle.id,
          name: vehicle.name,
          thumbnail_full_url: `/media/vehicles/${vehicle.thumbnail}`,
        },
        createdAt: at(day - 2, 9),
      });
    }
  },
};
