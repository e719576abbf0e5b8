// The location panel's first render, before the statechart has started, reads the flow's state from
// src/features/location/location-at-rest.ts: it must answer as the machine's own initial snapshot does.
import { describe, expect, it } from 'vitest';
import { locationMachine } from '../../machines/location.machine.ts';
import { locationAtRest } from '../../src/features/location/location-at-rest.ts';
import { atRestMismatches } from '../support/at-rest.ts';

describe('the location flow at rest', () => {
  it('has the tags and the context of the machine’s initial state', () => {
    expect(atRestMismatches(locationMachine, locationAtRest, { initialCenter: null })).toEqual([]);
  });
});
