// The footer's newsletter renders, before its statechart has started, from src/features/shell/newsletter-at-rest.ts:
// it must answer as the machine's own initial snapshot does.
import { describe, expect, it } from 'vitest';
import { newsletterMachine } from '../../machines/newsletter.machine.ts';
import { newsletterAtRest } from '../../src/features/shell/newsletter-at-rest.ts';
import { atRestMismatches } from '../support/at-rest.ts';

describe('the newsletter at rest', () => {
  it('has the tags and the context of the machine’s initial state', () => {
    expect(atRestMismatches(newsletterMachine, newsletterAtRest)).toEqual([]);
  });
});
