// Chat participants (6amMart's user_infos): a customer's row is made on first use from the account, a store's
// vendor's from the store (one vendor per store here: vendor_id is the store's id), support and the delivery men
// (below) are seeded (server/db/seed/chat.ts). See docs/architecture.md, "Chat".
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema/catalogue.ts';
import { chatParticipants } from '../../db/schema/chat.ts';
import { users } from '../../db/schema/customer.ts';
import { notFound } from '../http/errors.ts';

export type Participant = typeof chatParticipants.$inferSelect;

/** Support (6amMart's admin): the party of `receiver_type=admin`. */
export const SUPPORT_ADMIN_ID = 1;

/** The demo delivery men a customer can chat with (deliveryman_id 1…3). */
export const DEMO_DELIVERY_MEN = [
  {
    deliverymanId: 1,
    fName: 'Karim',
    lName: 'Hossain',
    phone: '+8801800000011',
    image: 'customers/karim-hossain.webp',
  },
  { deliverymanId: 2, fName: 'Nadia', lName: 'Islam', phone: '+8801800000012', image: 'customers/nadia-islam.webp' },
  {
    deliverymanId: 3,
    fName: 'Tanvir',
    lName: 'Rahman',
    phone: '+8801800000013',
    image: 'customers/tanvir-rahman.webp',
  },
];

export type PartyType = 'customer' | 'vendor' | 'delivery_man' | 'admin';

export const partyTypeOf = (p: Participant): PartyType =>
  p.userId !== null ? 'customer' : p.vendorId !== null ? 'vendor' : p.deliverymanId !== null ? 'delivery_man' : 'admin';

/** Inserts a participant unless its unique key (user / vendor) is taken, then reads the one row. */
async function upsert(db: Db, values: typeof chatParticipants.$inferInsert, where: ReturnType<typeof eq>) {
  await db.insert(chatParticipants).values(values).onConflictDoNothing();
  const [row] = await db.select().from(chatParticipants).where(where);
  return row!;
}

/** The signed-in customer's participant row (made from the account on first use). */
export async function customerParticipant(db: Db, userId: number): Promise<Participant> {
  const [row] = await db.select().from(chatParticipants).where(eq(chatParticipants.userId, userId));
  if (row) return row;
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  return upsert(
    db,
    { userId, fName: u?.fName ?? '', lName: u?.lName ?? '', phone: u?.phone, email: u?.email, image: u?.image },
    eq(chatParticipants.userId, userId),
  );
}

/** A store's vendor (404 for an unknown store); its id is the store's (`vendorIdOf` in lib/stores/store.ts). */
export async function vendorParticipant(db: Db, vendorId: number): Promise<Participant> {
  const [row] = await db.select().from(chatParticipants).where(eq(chatParticipants.vendorId, vendorId));
  if (row) return row;
  const [store] = await db.select().from(stores).where(eq(stores.id, vendorId));
  if (!store) throw notFound('receiver_id', 'Store not found!');
  return upsert(
    db,
    { vendorId, fName: store.name, lName: '', phone: store.phone, email: store.email, image: store.logo },
    eq(chatParticipants.vendorId, vendorId),
  );
}

/** A seeded delivery man (404 otherwise). */
export async function deliveryManParticipant(db: Db, deliverymanId: number): Promise<Participant> {
  const [row] = await db.select().from(chatParticipants).where(eq(chatParticipants.deliverymanId, deliverymanId));
  if (!row) throw notFound('receiver_id', 'Delivery man not found!');
  return row;
}

/** Support (6amMart's admin; any admin id the client sends means support). */
export async function supportParticipant(db: Db): Promise<Participant> {
  const [row] = await db.select().from(chatParticipants).where(eq(chatParticipants.adminId, SUPPORT_ADMIN_ID));
  if (!row) throw notFound('receiver_id', 'Support is not available.');
  return row;
}

/** The other party named by a type and an id (support needs no id). */
export function partyOf(db: Db, type: Exclude<PartyType, 'customer'>, id: number | undefined): Promise<Participant> {
  if (type === 'admin') return supportParticipant(db);
  if (id === undefined) throw notFound('receiver_id', 'The receiver id field is required.');
  return type === 'vendor' ? vendorParticipant(db, id) : deliveryManParticipant(db, id);
}
