// Surge price (6amMart's `surge_prices`): an extra charge on the delivery fee of a zone's modules during a window —
// every day (daily), on chosen weekdays (weekly) or between two dates (custom), each between a start and end time of
// day (an end before the start runs past midnight); permanent rules have no end date. `amount` adds a fixed sum,
// `percent` adds that share of the delivery fee. The first active matching rule applies.
import { inTimeWindow } from '../shop-time.ts';

export type SurgeDurationType = 'daily' | 'weekly' | 'custom';
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface SurgeRule {
  zoneId: number;
  moduleIds: number[];
  price: number;
  priceType: 'amount' | 'percent';
  durationType: SurgeDurationType;
  /** weekly rules: the days they run on. */
  weeklyDays: Weekday[];
  /** `YYYY-MM-DD`, inclusive; endDate null = permanent. */
  startDate: string;
  endDate: string | null;
  /** `HH:mm:ss` */
  startTime: string;
  endTime: string;
  status: number;
}

/** A moment in the shop's local time: date `YYYY-MM-DD`, time `HH:mm:ss`, weekday 0 (Sunday) … 6. */
export interface LocalMoment {
  date: string;
  time: string;
  weekday: number;
}

/** Whether the rule runs at `at` for `zoneId` and `moduleId`. */
export function surgeApplies(rule: SurgeRule, zoneId: number, moduleId: number, at: LocalMoment): boolean {
  if (rule.status !== 1 || rule.zoneId !== zoneId || !rule.moduleIds.includes(moduleId)) return false;
  if (at.date < rule.startDate || (rule.endDate !== null && at.date > rule.endDate)) return false;
  if (rule.durationType === 'weekly' && !rule.weeklyDays.includes(WEEKDAYS[at.weekday]!)) return false;
  return inTimeWindow(at.time, rule.startTime, rule.endTime);
}

/** The first rule that applies, or null. */
export function activeSurge<R extends SurgeRule>(
  rules: readonly R[],
  zoneId: number,
  moduleId: number,
  at: LocalMoment,
) {
  return rules.find((r) => surgeApplies(r, zoneId, moduleId, at)) ?? null;
}
