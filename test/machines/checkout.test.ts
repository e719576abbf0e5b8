import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import {
  checkoutMachine,
  placeBlocker,
  priceOf,
  type CheckoutContext,
  type CheckoutFacts,
} from '../../machines/checkout.machine.ts';
import type { OrderDraft } from '../../machines/place-order.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import {
  checkoutPaths,
  closedToday,
  coupon,
  facts,
  guestContact,
  laterSlot,
  otherZoneAddress,
  savedAddress,
  takeAwayOnly,
} from './checkout.paths.ts';

/** Each region's states: the tag the view reads and the context it keeps. */
const regions: Record<string, StateExpectation & { tags: string[] }> = {
  'orderType.delivery': { tags: ['delivery'], holds: (c) => c.orderType === 'delivery' },
  'orderType.takeAway': { tags: ['takeAway'], holds: (c) => c.orderType === 'take_away' },
  'schedule.now': { tags: [], holds: (c) => c.scheduleAt === null },
  'schedule.later': { tags: ['scheduled'], holds: (c) => c.scheduleAt === laterSlot },
  'payment.cash': { tags: ['cash'], holds: (c) => c.payment === 'cash_on_delivery' },
  'payment.wallet': { tags: ['wallet'], holds: (c) => c.payment === 'wallet' },
  'payment.digital': { tags: ['digital'], holds: (c) => c.payment === 'digital_payment' },
};

/** Whatever the state: an order type the facts offer (when there are facts). */
const offered = (c: CheckoutContext) => !c.facts || c.facts.orderTypes.includes(c.orderType);

/** Every combination of the three regions (`orderType.…|schedule.…|payment.…`): their tags and rules together. */
const names = Object.keys(regions);
const of = (region: string) => names.filter((n) => n.startsWith(`${region}.`));
const expected: Record<string, StateExpectation> = Object.fromEntries(
  of('orderType').flatMap((o) =>
    of('schedule').flatMap((s) =>
      of('payment').map((p) => [
        `${o}|${s}|${p}`,
        {
          tags: [o, s, p].flatMap((r) => regions[r]!.tags),
          holds: (c: CheckoutContext) => offered(c) && [o, s, p].every((r) => regions[r]!.holds!(c)),
        },
      ]),
    ),
  ),
);

/** A checkout whose placement records what it is sent. */
function run(input: { facts: CheckoutFacts | null; guestContact?: typeof guestContact | null }) {
  const sent: (EventObject | { type: 'PLACE'; draft: OrderDraft })[] = [];
  const emitted: unknown[] = [];
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        placement: fromCallback(({ receive }) => receive((e) => void sent.push(e))) as never,
      },
    }),
    { input: { guestContact: input.guestContact ?? null, facts: input.facts } },
  );
  actor.on('crashed', (e) => void emitted.push(e.error));
  actor.start();
  const drafts = () => sent.flatMap((e) => ('draft' in e ? [e.draft] : []));
  return { actor, sent, drafts };
}

describe('checkout machine', () => {
  const paths = transitionPaths(checkoutPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(checkoutPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(checkoutPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it('starts with home delivery, now and cash on delivery, nothing typed', () => {
    const s = createActor(checkoutMachine, { input: { guestContact: null, facts: null } })
      .start()
      .getSnapshot();
    expect(s.value).toEqual({ orderType: 'delivery', schedule: 'now', payment: 'cash' });
    expect(s.context).toEqual({
      facts: null,
      orderType: 'delivery',
      dayOffset: 0,
      scheduleAt: null,
      payment: 'cash_on_delivery',
      partial: false,
      address: null,
      guestContact: null,
      instruction: '',
      note: '',
      coupon: null,
      tips: 0,
      prescriptions: [],
    });
  });

  it('starts with the instruction and the note typed before a reload', () => {
    const typed = { instruction: 'Ring twice', note: 'No onions' };
    const s = createActor(checkoutMachine, { input: { guestContact: null, facts: null, typed } })
      .start()
      .getSnapshot();
    expect(s.context.instruction).toBe('Ring twice');
    expect(s.context.note).toBe('No onions');
  });

  it('a new day drops the chosen slot (back to now); choices of one region leave the others alone', () => {
    const { actor } = run({ facts });
    actor.send({ type: 'CHOOSE_PAYMENT', method: 'wallet', partial: true });
    actor.send({ type: 'CHOOSE_ORDER_TYPE', orderType: 'take_away' });
    actor.send({ type: 'CHOOSE_SLOT', scheduleAt: laterSlot });
    expect(actor.getSnapshot().value).toEqual({ orderType: 'takeAway', schedule: 'later', payment: 'wallet' });
    actor.send({ type: 'CHOOSE_DAY', dayOffset: 1 });
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ orderType: 'takeAway', schedule: 'now', payment: 'wallet' });
    expect(s.context).toMatchObject({ dayOffset: 1, scheduleAt: null, payment: 'wallet', partial: true });
  });

  it('a store that only offers take away turns home delivery into take away (and back when only delivery is)', () => {
    const { actor } = run({ facts: takeAwayOnly });
    expect(actor.getSnapshot().hasTag('takeAway')).toBe(true);
    expect(actor.getSnapshot().context.orderType).toBe('take_away');
    actor.send({ type: 'LOADED', facts: { ...facts, orderTypes: ['delivery'] } });
    expect(actor.getSnapshot().hasTag('delivery')).toBe(true);
  });

  it('prices the order: 2 × 12 and a 5 delivery minimum (same point) = 29; tips 20 → 49; take away 24', () => {
    const { actor } = run({ facts });
    expect(priceOf(actor.getSnapshot().context)?.total).toBe(29);
    actor.send({ type: 'CHOOSE_TIPS', tips: 20 });
    expect(priceOf(actor.getSnapshot().context)).toMatchObject({ deliveryFee: 5, tips: 20, total: 49 });
    actor.send({ type: 'CHOOSE_ORDER_TYPE', orderType: 'take_away' });
    expect(priceOf(actor.getSnapshot().context)).toMatchObject({ deliveryFee: 0, tips: 0, total: 24 });
  });

  it('Place Order hands the typed order: the default address (first in the store’s zone), the note, the coupon', () => {
    const { actor, drafts } = run({ facts });
    actor.send({ type: 'TYPE_NOTE', text: '  Ring twice  ' });
    actor.send({ type: 'TYPE_INSTRUCTION', text: 'Leave it at the gate' });
    actor.send({ type: 'APPLY_COUPON', coupon });
    actor.send({ type: 'PLACE' });
    // 24 − 10 % (2.40) + 5 delivery = 26.60
    expect(drafts()).toEqual([
      {
        body: {
          order_amount: 26.6,
          payment_method: 'cash_on_delivery',
          partial_payment: 0,
          order_type: 'delivery',
          store_id: 3,
          coupon_code: 'SAVE10',
          order_note: 'Ring twice',
          delivery_instruction: 'Leave it at the gate',
          schedule_at: null,
          contact_person_name: 'Rafi Ahmed',
          contact_person_number: '+8801700000000',
          contact_person_email: 'rafi@example.com',
          address: '12 Harbour Road, Dhaka',
          latitude: '23.7925',
          longitude: '90.4078',
          distance: 0,
          address_type: 'home',
          road: null,
          house: null,
          floor: null,
        },
        orderType: 'delivery',
        hasAddress: true,
        hasContact: true,
        prescriptionRequired: false,
        prescriptionCount: 0,
        attachments: [],
        paymentMethod: 'cash_on_delivery',
        partialPayment: false,
        total: 26.6,
        codLimit: 5000,
        walletBalance: 50,
      },
    ]);
  });

  it('every order type carries a position and its distance from the store (6amMart 2.6 refuses an order without)', () => {
    const shopper = { lat: 23.8103, lng: 90.4125 };
    const takeAway = run({ facts: { ...facts, shopperLocation: shopper } });
    takeAway.actor.send({ type: 'CHOOSE_ORDER_TYPE', orderType: 'take_away' });
    takeAway.actor.send({ type: 'PLACE' });
    const body = takeAway.drafts()[0]!.body;
    expect(body).toMatchObject({ order_type: 'take_away', latitude: '23.8103', longitude: '90.4125' });
    // 23.7925,90.4078 → 23.8103,90.4125: about 2.04 km in a straight line
    expect(body.distance).toBeCloseTo(2.04, 1);
    expect(body).not.toHaveProperty('address');
    // without a chosen location, the store's own position (distance 0)
    const atStore = run({ facts });
    atStore.actor.send({ type: 'CHOOSE_ORDER_TYPE', orderType: 'take_away' });
    atStore.actor.send({ type: 'PLACE' });
    expect(atStore.drafts()[0]!.body).toMatchObject({ latitude: '23.7925', longitude: '90.4078', distance: 0 });
    // a delivery: the address's point and its distance
    const delivery = run({ facts: { ...facts, shopperLocation: shopper } });
    delivery.actor.send({
      type: 'CHOOSE_ADDRESS',
      address: { ...savedAddress, latitude: '23.8103', longitude: '90.4125' },
    });
    delivery.actor.send({ type: 'PLACE' });
    expect(delivery.drafts()[0]!.body.distance).toBeCloseTo(2.04, 1);
  });

  it('a chosen address replaces the default; no address in the zone leaves the delivery without one', () => {
    const chosen = run({ facts });
    chosen.actor.send({ type: 'CHOOSE_ADDRESS', address: otherZoneAddress });
    chosen.actor.send({ type: 'PLACE' });
    expect(chosen.drafts()[0]!.body.address).toBe('3 Lake Road');
    const none = run({ facts: { ...facts, addresses: [otherZoneAddress] } });
    none.actor.send({ type: 'PLACE' });
    expect(none.drafts()[0]).toMatchObject({ hasAddress: false, body: { contact_person_name: 'Rafi Ahmed' } });
    expect(none.drafts()[0]!.body).not.toHaveProperty('address');
  });

  it('a guest’s take away carries the contact only; digital payment the callback; Buy Now the bought item', () => {
    const bought = [{ item_id: 41, model: 'Item' as const, quantity: 1, price: 12 }];
    const { actor, drafts } = run({ facts: { ...facts, guest: true, buyNow: bought }, guestContact });
    actor.send({ type: 'CHOOSE_ORDER_TYPE', orderType: 'take_away' });
    actor.send({ type: 'CHOOSE_PAYMENT', method: 'digital_payment', partial: false });
    actor.send({ type: 'PLACE' });
    const draft = drafts()[0]!;
    expect(draft.body).toMatchObject({
      order_type: 'take_away',
      contact_person_name: 'Nadia Guest',
      contact_person_number: '+8801811111111',
      contact_person_email: null,
      callback: 'http://localhost/order-successful',
      is_buy_now: 1,
      cart: bought,
    });
    expect(draft.body).not.toHaveProperty('address');
    expect(draft).toMatchObject({ hasContact: true, orderType: 'take_away' });
  });

  it('prescription images go with a pharmacy order only', () => {
    const files = [new Blob(['a']), new Blob(['b'])];
    const pharmacy = run({ facts: { ...facts, pharmacy: true, prescriptionRequired: true } });
    pharmacy.actor.send({ type: 'ATTACH_PRESCRIPTIONS', files });
    pharmacy.actor.send({ type: 'PLACE' });
    expect(pharmacy.drafts()[0]).toMatchObject({
      prescriptionRequired: true,
      prescriptionCount: 2,
      attachments: files,
    });
    const grocery = run({ facts });
    grocery.actor.send({ type: 'ATTACH_PRESCRIPTIONS', files });
    grocery.actor.send({ type: 'PLACE' });
    expect(grocery.drafts()[0]!.attachments).toEqual([]);
  });

  it('choices of the order, its time, address, contact, images and payment take back a refusal; typing does not', () => {
    const { actor, sent } = run({ facts });
    const edits = () => sent.filter((e) => e.type === 'EDIT').length;
    actor.send({ type: 'TYPE_NOTE', text: 'x' });
    actor.send({ type: 'TYPE_INSTRUCTION', text: 'y' });
    actor.send({ type: 'CHOOSE_TIPS', tips: 10 });
    actor.send({ type: 'APPLY_COUPON', coupon });
    expect(edits()).toBe(0);
    actor.send({ type: 'CHOOSE_ORDER_TYPE', orderType: 'take_away' });
    actor.send({ type: 'CHOOSE_DAY', dayOffset: 1 });
    actor.send({ type: 'CHOOSE_SLOT', scheduleAt: laterSlot });
    actor.send({ type: 'CHOOSE_PAYMENT', method: 'wallet', partial: false });
    actor.send({ type: 'CHOOSE_ADDRESS', address: savedAddress });
    actor.send({ type: 'SAVE_GUEST_CONTACT', contact: guestContact });
    actor.send({ type: 'ATTACH_PRESCRIPTIONS', files: [] });
    expect(edits()).toBe(7);
  });

  it('Place Order waits for the facts', () => {
    const { actor, drafts } = run({ facts: null });
    actor.send({ type: 'PLACE' });
    expect(drafts()).toEqual([]);
    actor.send({ type: 'LOADED', facts });
    actor.send({ type: 'PLACE' });
    expect(drafts()).toHaveLength(1);
  });

  it('Delivery Time opens on the first day with a free slot: tomorrow when today has none left', () => {
    expect(run({ facts: closedToday }).actor.getSnapshot().context.dayOffset).toBe(1);
    const { actor } = run({ facts: null });
    expect(actor.getSnapshot().context.dayOffset).toBe(0);
    actor.send({ type: 'LOADED', facts: closedToday });
    expect(actor.getSnapshot().context.dayOffset).toBe(1);
    // a store with slots today keeps today
    expect(
      run({ facts: { ...facts, opening: { openNow: true, scheduling: true, slotDays: [0, 1] } } }).actor.getSnapshot()
        .context.dayOffset,
    ).toBe(0);
  });

  it('a closed store: Place Order is not taken until a later slot is chosen, and the chart says why', () => {
    const { actor, drafts } = run({ facts: closedToday });
    expect(placeBlocker(actor.getSnapshot().context)).toBe('chooseSlot');
    expect(actor.getSnapshot().can({ type: 'PLACE' })).toBe(false);
    actor.send({ type: 'PLACE' });
    expect(drafts()).toEqual([]);
    actor.send({ type: 'CHOOSE_SLOT', scheduleAt: laterSlot });
    expect(placeBlocker(actor.getSnapshot().context)).toBeNull();
    actor.send({ type: 'PLACE' });
    expect(drafts()).toHaveLength(1);
  });

  it('a closed store without slots, or without scheduled orders, cannot take the order at all', () => {
    const noSlot = run({ facts: { ...facts, opening: { openNow: false, scheduling: true, slotDays: [] } } });
    expect(placeBlocker(noSlot.actor.getSnapshot().context)).toBe('noSlot');
    const unscheduled = run({ facts: { ...facts, opening: { openNow: false, scheduling: false, slotDays: [] } } });
    expect(placeBlocker(unscheduled.actor.getSnapshot().context)).toBe('storeClosed');
    for (const { actor, drafts } of [noSlot, unscheduled]) {
      actor.send({ type: 'PLACE' });
      expect(drafts()).toEqual([]);
    }
    expect(placeBlocker(run({ facts: { ...facts, zonePending: true } }).actor.getSnapshot().context)).toBe(
      'feePending',
    );
  });
});
