import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The parcel machine's graph paths replayed through /parcel-delivery-info against the fake API: CHOOSE_CATEGORY is a
// click on a category, SUBMIT_SENDER / SUBMIT_RECEIVER fill the step as the event's party says (a field left empty,
// the receiver picked at the sender's place) and press Next, PLACE chooses who pays and the payment and presses Send
// Parcel, BACK presses Back; the held POST order/place answers as the path's done / error event says. After every
// step the screen declared below for the state must show, with the fee worked out by hand.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { parcelMachine, type ParcelDraft, type ParcelParty } from '../../../machines/parcel.machine.ts';
import { ParcelPage } from '../../../src/features/parcel/parcel-page.tsx';
import { error, json, type FakeApi } from '../../support/fake-api.ts';
import { describePath, machineCoverage, stateKey } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { parcelPaths, receiverParty, senderParty } from '../../machines/parcel.paths.ts';
import { replaySteps } from '../../support/machine-paths.ts';
import { PLACE, serveParcel } from './parcel-fixtures.ts';

// Leaflet cannot lay out in jsdom: the map is a stand-in whose buttons report a drag to the receiver's or the
// sender's place, as the real map's moveend does (the e2e spec drags the real map).
vi.mock('../../../src/ui/map-canvas.tsx', async () => {
  const { receiverParty: r, senderParty: s } = await import('../../machines/parcel.paths.ts');
  return {
    default: ({ label, onMove }: { label: string; onMove: (p: { lat: number; lng: number }) => void }) => (
      <div role="application" aria-label={label}>
        <button type="button" onClick={() => onMove({ lat: r.lat!, lng: r.lng! })}>
          Drag to the receiver
        </button>
        <button type="button" onClick={() => onMove({ lat: s.lat!, lng: s.lng! })}>
          Drag to the sender
        </button>
      </div>
    ),
  };
});

const NOTE = 'Handle with care';

/** Great-circle km on the 6378137 m sphere, 3 decimals (this test's own implementation). */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const r = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2;
  return Math.round(2 * 6378137 * Math.asin(Math.sqrt(h))) / 1000;
}
const from = { lat: senderParty.lat!, lng: senderParty.lng! };
const to = { lat: receiverParty.lat!, lng: receiverParty.lng! };
const DISTANCE = km(from, to);
/** Documents: 1.2/km, at least 3; the vehicle adds 1.5; no zone surcharge; service charge 2. */
const FEE = Math.round((Math.max(DISTANCE * 1.2, 3) + 1.5) * 100) / 100;
const TOTAL = Math.round((FEE + 2) * 100) / 100;

let api: FakeApi;
const assign = vi.fn();
const realLocation = window.location;

beforeEach(() => {
  toast.remove();
  localStorage.clear();
  assign.mockReset();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...realLocation, origin: realLocation.origin, assign },
  });
  api = serveParcel();
});
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

const user = () => userEvent.setup();
const heading = (name: string) => screen.findByRole('heading', { name });
const sendButton = () => screen.getByRole('button', { name: /^(Send Parcel|Sending…)$/ });
const textbox = (name: string) => screen.getByRole('textbox', { name });

async function pickPlace(target: 'receiver' | 'sender') {
  await user().click(screen.getByRole('button', { name: /^(Pick on map|Change on map)$/ }));
  await user().click(await screen.findByRole('button', { name: `Drag to the ${target}` }));
  const use = screen.getByRole('button', { name: 'Use this place' });
  await waitFor(() => expect(use).toBeEnabled());
  await user().click(use);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function setField(name: string, value: string) {
  await user().clear(textbox(name));
  if (value) await user().type(textbox(name), value);
}

async function drive(event: EventObject & Record<string, any>) {
  switch (event.type) {
    case 'CHOOSE_CATEGORY':
      return user().click(await screen.findByRole('button', { name: 'Choose Documents' }));
    case 'SUBMIT_SENDER': {
      const s = event.sender as ParcelParty;
      await setField('Sender phone', s.phone.trim());
      await setField('Sender name', s.name);
      return user().click(screen.getByRole('button', { name: 'Next' }));
    }
    case 'SUBMIT_RECEIVER': {
      const r = event.receiver as ParcelParty;
      const incomplete = r.lat === null;
      const samePlace = r.lat === senderParty.lat;
      if (!incomplete) await pickPlace(samePlace ? 'sender' : 'receiver');
      // an incomplete receiver: the name is left empty (the place too when none was picked yet)
      await setField('Receiver name', incomplete ? '' : r.name);
      await setField('Receiver phone', r.phone);
      return user().click(screen.getByRole('button', { name: 'Next' }));
    }
    case 'PLACE': {
      const d = event.draft as ParcelDraft;
      await user().click(screen.getByRole('radio', { name: d.payer === 'sender' ? 'Sender pays' : 'Receiver pays' }));
      await user().click(screen.getByRole('radio', { name: d.payment === 'wallet' ? /^Wallet/ : 'Cash on delivery' }));
      const note = textbox('Note for the delivery man');
      if (!(note as HTMLTextAreaElement).value) await user().type(note, NOTE);
      return user().click(sendButton());
    }
    case 'BACK':
      return user().click(screen.getByRole('button', { name: 'Back' }));
    case 'xstate.done.actor.placeParcel': {
      await waitFor(() => expect(api.waiting(PLACE)).toBe(1));
      const o = event.output as { orderId: number; total: number; redirectLink: string | null };
      return act(async () =>
        api.release(
          PLACE,
          json({
            message: 'Order placed successfully!',
            order_id: o.orderId,
            total_ammount: o.total,
            status: 'pending',
            created_at: '2026-11-22T10:00:00Z',
            user_id: 1,
            ...(o.redirectLink ? { redirect_link: o.redirectLink } : {}),
          }),
        ),
      );
    }
    case 'xstate.error.actor.placeParcel':
      await waitFor(() => expect(api.waiting(PLACE)).toBe(1));
      return act(async () => api.release(PLACE, error(403, 'receiver_details', (event.error as Error).message)));
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

const currentStep = () => screen.getByRole('list', { name: 'Steps' }).querySelector('[aria-current="step"]');

/** What each state shows (declared here, checked after every step). */
async function expectState(state: string, event: EventObject & Record<string, any>, attempts: number) {
  switch (state) {
    case 'category':
      expect(await heading('What are you sending?')).toBeInTheDocument();
      expect(currentStep()).toHaveTextContent('Category');
      break;
    case 'sender':
      expect(await heading('Sender Information')).toBeInTheDocument();
      expect(currentStep()).toHaveTextContent('Sender');
      if (event.type === 'SUBMIT_SENDER') expect(await screen.findByText('Sender phone required')).toBeInTheDocument();
      else expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(senderParty.address);
      break;
    case 'receiver':
      expect(await heading('Receiver Information')).toBeInTheDocument();
      if (event.type === 'SUBMIT_RECEIVER' && event.receiver.lat === null)
        expect(await screen.findByText('Receiver name required')).toBeInTheDocument();
      if (event.type === 'SUBMIT_RECEIVER' && event.receiver.lat === senderParty.lat)
        expect(await screen.findByRole('alert')).toHaveTextContent(
          'The receiver must be at another place than the sender.',
        );
      break;
    case 'payment':
      expect(await heading('Delivery fee and payment')).toBeInTheDocument();
      expect(await screen.findByTestId('parcel-distance')).toHaveTextContent(`${DISTANCE.toFixed(3)} km`);
      expect(screen.getByTestId('parcel-fee')).toHaveTextContent(`$${FEE.toFixed(2)}`);
      expect(screen.getByTestId('parcel-total')).toHaveTextContent(`$${TOTAL.toFixed(2)}`);
      if (event.type === 'PLACE')
        expect(screen.getByRole('alert')).toHaveTextContent('The receiver can pay only by cash on delivery.');
      expect(sendButton()).toBeEnabled();
      break;
    case 'placing': {
      await waitFor(() => expect(api.waiting(PLACE)).toBe(1));
      expect(sendButton()).toBeDisabled();
      expect(sendButton()).toHaveTextContent('Sending…');
      const last = api.calls(PLACE).at(-1)!;
      expect(last.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
      expect(last.headers.get('moduleId')).toBe('5');
      expect(last.body).toMatchObject({
        order_type: 'parcel',
        parcel_category_id: 1,
        charge_payer: 'sender',
        payment_method: 'cash_on_delivery',
        order_amount: TOTAL,
        distance: DISTANCE,
        contact_person_name: senderParty.name,
        contact_person_number: senderParty.phone,
        address: senderParty.address,
        latitude: senderParty.lat,
        longitude: senderParty.lng,
        delivery_instruction: NOTE,
      });
      expect(JSON.parse((last.body as { receiver_details: string }).receiver_details)).toMatchObject({
        contact_person_name: receiverParty.name,
        contact_person_number: receiverParty.phone,
        address: receiverParty.address,
        latitude: receiverParty.lat,
        longitude: receiverParty.lng,
        zone_id: 1,
      });
      break;
    }
    case 'failed': {
      const message = (event.error as Error).message;
      expect(await screen.findByText(message)).toBeInTheDocument(); // the server's message, as a toast
      expect(sendButton()).toBeEnabled();
      expect(textbox('Note for the delivery man')).toHaveValue(NOTE);
      break;
    }
    case 'redirecting':
      await waitFor(() => expect(assign).toHaveBeenCalledWith(event.output.redirectLink));
      break;
    case 'placed':
      expect(await heading('Your parcel is on its way to be picked up')).toBeInTheDocument();
      expect(screen.getByText(`Order ID: ${event.output.orderId}`)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
        'href',
        `/track-order?order_id=${event.output.orderId}`,
      );
      expect(assign).not.toHaveBeenCalled();
      break;
    default:
      throw new Error(`no UI declared for ${state}`);
  }
  expect(api.calls(PLACE)).toHaveLength(attempts);
}

describe('parcel page (parcel paths replayed through the view)', () => {
  const paths = viewPaths(parcelPaths);

  it('the replayed paths take every transition of the machine', () => {
    const coverage = machineCoverage(parcelPaths, paths);
    expect(coverage.missing).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s',
    async (_name, path) => {
      await renderWithProviders(<ParcelPage />, { route: '/parcel-delivery-info' });
      await expectState('category', { type: 'xstate.init' }, 0);
      let attempts = 0;
      for (const step of replaySteps({ machine: parcelMachine }, path)) {
        toast.remove();
        await drive(step.event as EventObject & Record<string, any>);
        if (stateKey(step.after) === 'placing' && stateKey(step.before) !== 'placing') attempts += 1;
        await expectState(stateKey(step.after), step.event as never, attempts);
      }
    },
    90_000,
  );

  it('?category_id= chooses the category: the sender step opens with the current location', async () => {
    await renderWithProviders(<ParcelPage />, { route: '/parcel-delivery-info?category_id=2' });
    expect(await heading('Sender Information')).toBeInTheDocument();
    expect(textbox('Sender name')).toHaveValue('Sara Sender');
  });
});
