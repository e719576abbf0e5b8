// The item configurator's views, before the statechart has started, read its state from
// src/features/item/item-configurator-at-rest.ts: it must answer as the machine's own initial snapshot does.
import { describe, expect, it } from 'vitest';
import { itemConfiguratorMachine } from '../../machines/item-configurator.machine.ts';
import { configuratorAtRest } from '../../src/features/item/item-configurator-at-rest.ts';
import { atRestMismatches } from '../support/at-rest.ts';

describe('the item configurator at rest', () => {
  it('has the tags, the accepted events (OPEN) and the context of the machine’s initial state', () => {
    expect(atRestMismatches(itemConfiguratorMachine, configuratorAtRest)).toEqual([]);
  });
});
