import { setup } from 'xstate';

/**
 * The product card's quantity stepper (spec part 1 §4 "Product card button", part 2 §9): it opens while the pointer
 * (or keyboard focus) is on it and collapses 500 ms after the pointer leaves (cart stepper hover collapse 500 ms).
 */
export const cartStepperMachine = setup({
  types: {
    events: {} as { type: 'ENTER' } | { type: 'LEAVE' },
  },
  delays: {
    collapseDelay: 500,
  },
}).createMachine({
  id: 'cart-stepper',
  description: 'Product card quantity stepper: collapses after a 500 ms hover delay once the pointer leaves.',
  initial: 'collapsed',
  states: {
    collapsed: {
      description: 'The card shows the quantity only.',
      tags: ['collapsed'],
      on: { ENTER: { target: 'expanded' } },
    },
    expanded: {
      description: 'The stepper with minus and plus, while the pointer or focus is on it.',
      tags: ['expanded'],
      on: { LEAVE: { target: 'leaving' } },
    },
    leaving: {
      description: 'The pointer left: the stepper stays open for 500 ms, then collapses.',
      tags: ['expanded'],
      after: { collapseDelay: { target: 'collapsed' } },
      on: { ENTER: { target: 'expanded' } },
    },
  },
});
