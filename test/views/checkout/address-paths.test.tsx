import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The address machine's graph paths replayed through the address modal of the checkout's 'Delivery Addresses'
// (a customer's Add Address, a guest's Add contact info) against the fake API: opening the modal is the first MOVE
// (the map opens at the start point), a later MOVE is a drag of the map, SAVE the Save Address button, CLOSE the
// dialog's Close, RETRY the Retry button; the held zone lookup and address add answer as the path's done / error
// events say. After every step the screen declared below for the state must show.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { addressMachine } from '../../../machines/address.machine.ts';
import { readGuestContact } from '../../../src/session/storage.ts';
import { error, json, type FakeApi } from '../../support/fake-api.ts';
import { describePath, machineCoverage, stateKey, transitionPaths } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { addressForm, addressPaths, gulshan } from '../../machines/address.paths.ts';
import { replaySteps } from '../../support/machine-paths.ts';
import {
  ADD_ADDRESS as ADD,
  addedAddress,
  addressApi,
  AddressBlock,
  ADDRESS_LIST as LIST,
  ZONE_LOOKUP as ZONE,
} from './address-fixtures.tsx';

// Leaflet cannot lay out in jsdom: the map is a stand-in whose button reports a drag to Gulshan, as the real map's
// moveend / dragend do (the e2e specs drag the real map).
vi.mock('../../../src/ui/map-canvas.tsx', async () => {
  const { gulshan: moved } = await import('../../machines/address.paths.ts');
  return {
    default: ({ label, onMove }: { label: string; onMove: (p: { lat: number; lng: number }) => void }) => (
      <div role="application" aria-label={label}>
        <button type="button" onClick={() => onMove(moved)}>
          Drag the map
        </button>
      </div>
    ),
  };
});

let api: FakeApi;
let listed: unknown[];
beforeEach(() => {
  toast.remove();
  localStorage.clear();
  listed = [];
  api = addressApi(() => listed);
});

const dialog = () => screen.getByRole('dialog', { name: /^(Add New Address|Contact Info)$/ });
const saveButton = () => within(dialog()).getByRole('button', { name: /^(Save Address|Saving…)$/ });

/** Opens the modal (its first MOVE: the map opens at the start point) and types the form of the SAVE events. */
async function open(guest: boolean) {
  if (guest) localStorage.setItem('guest_id', 'guest-1');
  else localStorage.setItem('token', 'token-abc');
  const utils = await renderWithProviders(<AddressBlock guest={guest} />, { route: '/checkout?page=cart' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: guest ? 'Add contact info' : 'Add Address' }));
  const d = await screen.findByRole('dialog', { name: guest ? 'Contact Info' : 'Add New Address' });
  await user.click(within(d).getByRole('radio', { name: 'Office' }));
  await user.type(within(d).getByRole('textbox', { name: 'Street number' }), addressForm.road);
  await user.type(within(d).getByRole('textbox', { name: 'House' }), addressForm.house);
  await user.type(within(d).getByRole('textbox', { name: 'Floor' }), addressForm.floor);
  await user.type(within(d).getByRole('textbox', { name: /^Contact person name/ }), addressForm.contact_person_name);
  await user.type(
    within(d).getByRole('textbox', { name: /^Contact person number/ }),
    addressForm.contact_person_number,
  );
  return utils;
}

/** Answers every held zone lookup (a MOVE while resolving left an older one, whose answer the machine ignores). */
async function answerLookup(reply: Parameters<FakeApi['release']>[1]) {
  await waitFor(() => expect(api.waiting(ZONE)).toBeGreaterThan(0));
  await act(async () => {
    while (api.waiting(ZONE) > 0) api.release(ZONE, reply);
  });
}

/** A 6amMart `coordinates` refusal (get-zone-id and address add answer a point outside every zone so). */
const outside = (status: number) => error(status, 'coordinates', 'service_not_available_in_this_area');

async function drive(event: EventObject & Record<string, any>, first: boolean) {
  const user = userEvent.setup();
  switch (event.type) {
    case 'MOVE':
      // the first MOVE is the modal opening at the start point
      if (first) return;
      return user.click(within(dialog()).getByRole('button', { name: 'Drag the map' }));
    case 'RETRY':
      return user.click(within(dialog()).getByRole('button', { name: 'Retry' }));
    case 'SAVE':
      return user.click(saveButton());
    case 'CLOSE':
      return user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    case 'xstate.done.actor.resolvePoint':
      return answerLookup(json({ zone_id: (event.output as { zoneId: string }).zoneId, zone_data: [] }));
    case 'xstate.error.actor.resolvePoint':
      return answerLookup(
        (event.error as { code?: string }).code === 'coordinates'
          ? outside(404)
          : error(500, 'server', (event.error as Error).message),
      );
    case 'xstate.done.actor.saveAddress':
      await waitFor(() => expect(api.waiting(ADD)).toBe(1));
      listed = [addedAddress];
      return act(async () =>
        api.release(ADD, json({ message: (event.output as { message: string }).message, zone_ids: [1] })),
      );
    case 'xstate.error.actor.saveAddress': {
      await waitFor(() => expect(api.waiting(ADD)).toBe(1));
      const e = event.error as { code?: string; message: string };
      return act(async () =>
        api.release(ADD, e.code === 'coordinates' ? outside(403) : error(403, e.code!, e.message)),
      );
    }
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

/** The typed form stays in every open state. */
function expectTyped() {
  expect(within(dialog()).getByRole('radio', { name: 'Office' })).toBeChecked();
  expect(within(dialog()).getByRole('textbox', { name: 'Street number' })).toHaveValue(addressForm.road);
  expect(within(dialog()).getByRole('textbox', { name: 'House' })).toHaveValue(addressForm.house);
  expect(within(dialog()).getByRole('textbox', { name: /^Contact person number/ })).toHaveValue(
    addressForm.contact_person_number,
  );
}

const alertsIn = () => within(dialog()).queryAllByRole('alert');

/** What each state shows (declared here, checked after every step). */
async function expectState(state: string, facts: { guest: boolean; via: EventObject & Record<string, any> }) {
  switch (state) {
    case 'resolving':
      await waitFor(() => expect(api.waiting(ZONE)).toBeGreaterThan(0));
      expect(
        within(dialog())
          .getAllByRole('status')
          .some((s) => s.textContent === 'Finding the address…'),
      ).toBe(true);
      expect(saveButton()).toBeDisabled();
      expect(api.calls(ZONE).at(-1)!.query.get('lat')).toBe(String(gulshan.lat));
      expectTyped();
      return;
    case 'located':
      await waitFor(() =>
        expect(within(dialog()).getByRole('textbox', { name: /^Address/ })).toHaveValue('Gulshan Avenue, Dhaka'),
      );
      await waitFor(() => expect(saveButton()).toBeEnabled());
      expect(alertsIn()).toEqual([]);
      expectTyped();
      return;
    case 'outOfZone':
      expect(
        await within(dialog()).findByText('This location is outside every delivery zone. Pick a point inside a zone.'),
      ).toHaveAttribute('role', 'alert');
      expect(saveButton()).toBeDisabled();
      expectTyped();
      return;
    case 'lookupFailed': {
      const alert = await within(dialog()).findByRole('alert');
      expect(alert).toHaveTextContent('The address of this point could not be found.');
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
      expect(saveButton()).toBeDisabled();
      expectTyped();
      return;
    }
    case 'saving': {
      await waitFor(() => expect(api.waiting(ADD)).toBe(1));
      expect(saveButton()).toBeDisabled();
      expect(saveButton()).toHaveTextContent('Saving…');
      expect(api.calls(ADD).at(-1)!.body).toMatchObject({
        address_type: addressForm.address_type,
        address: 'Gulshan Avenue, Dhaka',
        latitude: String(gulshan.lat),
        longitude: String(gulshan.lng),
        contact_person_name: addressForm.contact_person_name,
        contact_person_number: addressForm.contact_person_number,
        road: addressForm.road,
        house: addressForm.house,
        floor: addressForm.floor,
      });
      return;
    }
    case 'saveFailed':
      expect(await screen.findByText((facts.via.error as Error).message)).toBeInTheDocument();
      await waitFor(() => expect(saveButton()).toBeEnabled());
      expectTyped();
      return;
    case 'closed':
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      if (facts.via.type === 'SAVE' && facts.guest) {
        // kept locally, never sent as a saved address; the contact card shows it
        expect(readGuestContact()).toMatchObject({
          contact_person_name: addressForm.contact_person_name,
          contact_person_number: addressForm.contact_person_number,
          address: 'Gulshan Avenue, Dhaka',
          latitude: gulshan.lat,
          longitude: gulshan.lng,
        });
        const card = screen.getByLabelText('Contact info');
        expect(card).toHaveTextContent(addressForm.contact_person_name);
        expect(card).toHaveTextContent('Gulshan Avenue, Dhaka');
      } else if (facts.via.type === 'xstate.done.actor.saveAddress') {
        // the server's message, and the list refetched (the new address is the current one)
        expect(await screen.findByText((facts.via.output as { message: string }).message)).toBeInTheDocument();
        await waitFor(() => expect(api.calls(LIST).length).toBeGreaterThanOrEqual(2));
        expect(await screen.findByText('Gulshan Avenue, Dhaka')).toBeInTheDocument();
      } else {
        // dismissed: nothing kept, nothing saved
        expect(readGuestContact()).toBeNull();
        expect(screen.getByText('No delivery address chosen yet.')).toBeInTheDocument();
      }
      return;
    default:
      throw new Error(`no UI declared for ${state}`);
  }
}

/**
 * The paths replayed here: every graph path (test/machines/address.paths.ts) that starts by opening the modal (the
 * modal sends its first MOVE itself, so `picking` is never at rest on screen; CLOSE there is the same root
 * transition as CLOSE from the other states) and whose SAVE events are all by one kind of customer.
 */
function modalPaths() {
  return transitionPaths(addressPaths).filter((p) => {
    const events = p.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init');
    const saves = events.filter((e) => e.type === 'SAVE').map((e) => (e as { guest?: boolean }).guest);
    return events[0]?.type === 'MOVE' && saves.every((g) => g === saves[0]);
  });
}

describe('address modal (address paths replayed through the view)', () => {
  const paths = viewPaths(addressPaths, modalPaths());
  const guestOf = (p: (typeof paths)[number]) =>
    p.steps.some((s) => s.event.type === 'SAVE' && (s.event as { guest?: boolean }).guest);

  it('the replayed paths take every transition of the machine', () => {
    const coverage = machineCoverage(addressPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each(paths.map((p) => [`${guestOf(p) ? 'guest' : 'customer'}: ${describePath(p)}`, p] as const))(
    '%s',
    async (_name, path) => {
      const guest = guestOf(path);
      const steps = replaySteps({ machine: addressMachine, input: addressPaths.input }, path);
      await open(guest);
      let first = true;
      for (const step of steps) {
        toast.remove();
        await drive(step.event as EventObject & Record<string, any>, first);
        first = false;
        await expectState(stateKey(step.after), { guest, via: step.event as EventObject & Record<string, any> });
      }
      // a guest's contact is never POSTed as a saved address
      if (guest) expect(api.calls(ADD)).toEqual([]);
    },
    60_000,
  );
});
