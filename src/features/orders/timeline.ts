// The status timeline of an order or a trip: the steps it goes through, each done (with its time), current or to come.

export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  status: string;
  at: string | null;
  state: StepState;
}

/** The steps of a store order: delivery orders are picked up by a delivery man, take-away orders are not. */
export const orderSteps = (orderType: string) =>
  orderType === 'take_away'
    ? ['pending', 'confirmed', 'processing', 'handover', 'delivered']
    : ['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'];

/** The steps of a rental trip. */
export const tripSteps = ['pending', 'confirmed', 'ongoing', 'completed'];

/** Statuses that end the flow early (shown as the last, current step after the ones that happened). */
const endings = new Set(['canceled', 'failed', 'refund_requested', 'refunded', 'payment_failed']);

/** A status that ends the flow early (cancelled, failed, refunded…): its step is drawn as a stop, not as progress. */
export const endsEarly = (status: string) => endings.has(status);

/**
 * The timeline of `status` over `steps`, with the time of each step from `source` (the order's `pending`,
 * `confirmed`… fields). Before the current status every step is done; a cancelled (failed, refunded) order keeps the
 * steps it reached and ends with that status.
 */
export function timelineOf(steps: readonly string[], status: string, source: object): TimelineStep[] {
  const stamps = source as Record<string, unknown>;
  const at = (s: string) => (typeof stamps[s] === 'string' ? (stamps[s] as string) : null);
  if (endings.has(status)) {
    const reached = steps.filter((s, i) => i === 0 || !!stamps[s]);
    return [
      ...reached.map((s) => ({ status: s, at: at(s), state: 'done' as const })),
      { status, at: at(status), state: 'current' },
    ];
  }
  const current = Math.max(0, steps.indexOf(status));
  return steps.map((s, i) => ({
    status: s,
    at: i <= current ? at(s) : null,
    state: i < current ? 'done' : i === current ? 'current' : 'upcoming',
  }));
}
