import { describe, expect, it } from 'vitest';
import { orderSteps, timelineOf, tripSteps } from '../../../src/features/orders/timeline.ts';

const states = (steps: ReturnType<typeof timelineOf>) => steps.map((s) => `${s.status}:${s.state}`);

describe('status timeline', () => {
  it('a delivery order being processed: the steps before are done, the rest to come', () => {
    const steps = timelineOf(orderSteps('delivery'), 'processing', {
      pending: '2026-11-22T10:00:00Z',
      confirmed: '2026-11-22T10:01:00Z',
      processing: '2026-11-22T10:02:00Z',
    });
    expect(states(steps)).toEqual([
      'pending:done',
      'confirmed:done',
      'processing:current',
      'handover:upcoming',
      'picked_up:upcoming',
      'delivered:upcoming',
    ]);
    expect(steps[1]!.at).toBe('2026-11-22T10:01:00Z');
    expect(steps[3]!.at).toBeNull();
  });

  it('a take-away order is never picked up by a delivery man', () => {
    expect(orderSteps('take_away')).not.toContain('picked_up');
  });

  it('a cancelled order keeps the steps it reached and ends cancelled', () => {
    const steps = timelineOf(orderSteps('delivery'), 'canceled', {
      pending: '2026-11-22T10:00:00Z',
      confirmed: null,
      canceled: '2026-11-22T10:05:00Z',
    });
    expect(states(steps)).toEqual(['pending:done', 'canceled:current']);
    expect(steps[1]!.at).toBe('2026-11-22T10:05:00Z');
  });

  it('a trip goes pending → confirmed → ongoing → completed', () => {
    expect(states(timelineOf(tripSteps, 'ongoing', {}))).toEqual([
      'pending:done',
      'confirmed:done',
      'ongoing:current',
      'completed:upcoming',
    ]);
  });
});
