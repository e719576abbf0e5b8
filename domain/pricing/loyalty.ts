// Loyalty points to wallet money (6amMart: amount = point / loyalty_point_exchange_rate, rounded to cents): the
// server's point transfer and the convert dialog's preview use this one rule.
import { round2 } from './money.ts';

/** The wallet money `points` make at `rate` points per currency unit (a rate of 0 or less counts as 1). */
export const pointsToCurrency = (points: number, rate: number) => round2(points / (rate > 0 ? rate : 1));
