// The rental views' first render, before the trip cart's statechart has started, reads its state from
// src/features/rental/trip-cart-at-rest.ts: it must answer as the machine's own initial snapshot does.
import { describe, expect, it } from 'vitest';
import { tripCartMachine } from '../../machines/trip-cart.machine.ts';
import { tripCartAtRest } from '../../src/features/rental/trip-cart-at-rest.ts';
import { emptyTripCart } from '../../domain/trip-cart.ts';
import { atRestMismatches } from '../support/at-rest.ts';

describe('the trip cart at rest', () => {
  it('has the tags and the context of the machine’s initial state', () => {
    expect(atRestMismatches(tripCartMachine, tripCartAtRest, { cart: emptyTripCart })).toEqual([]);
  });

  it('differs from a machine that starts elsewhere', () => {
    const busyAtRest = { ...tripCartAtRest, hasTag: (tag: string) => tag === 'busy' };
    expect(atRestMismatches(tripCartMachine, busyAtRest as never, { cart: emptyTripCart })).toEqual(
      expect.arrayContaining(['tag idle', 'tag busy']),
    );
  });
});
