// When a promotion runs (coupons, campaigns, flash sales, wallet bonuses, cashback offers, advertisements): from its
// start to its end, both included — shop-time dates (`YYYY-MM-DD`) or moments, as the table keeps them; and whom a
// promotion with customer_ids (coupons, cashback offers) is for.
import { and, gte, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The promotion runs at `at`: start ≤ at ≤ end. */
export const runsAt = (start: AnyPgColumn, end: AnyPgColumn, at: string | Date): SQL =>
  and(lte(start, at), gte(end, at))!;

/** The same rule for a promotion already in memory (moments): start ≤ at ≤ end. */
export const runsAtMoment = (p: { startDate: Date; endDate: Date }, at: Date): boolean =>
  p.startDate.getTime() <= at.getTime() && at.getTime() <= p.endDate.getTime();

/** The promotion is for everyone (`all`) or names this customer (null: a guest, or nobody signed in). */
export const forCustomer = (p: { customerIds: (number | 'all')[] }, userId: number | null) =>
  p.customerIds.includes('all') || (userId !== null && p.customerIds.includes(userId));
