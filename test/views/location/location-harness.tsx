// Drives the real location views (landing page → panel, place search, map dialog, saved addresses) with the
// statechart's fake actors, a mocked navigator.geolocation and a simulated clock, so the graph paths of
// test/machines/location.paths.ts replay as user actions.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { SimulatedClock, type EventObject } from 'xstate';
import toast from 'react-hot-toast';
import type { i18n as I18n } from 'i18next';
import { locationMachine, type LocationProblem } from '../../../machines/location.machine.ts';
import type { LocationFlowOverrides } from '../../../src/features/location/location-flow-overrides.ts';
import { storageKeys } from '../../../src/session/storage.ts';
import { renderWithProviders, testQueryClient } from '../../support/render.tsx';
import { fixtures } from '../../machines/location.paths.ts';
import { configFixture, locationPage, withPendingActors, type Pending } from './location-page.tsx';

type Snapshot = { value: unknown; context: any; status: string; matches: (v: any) => boolean };

export interface Harness {
  user: ReturnType<typeof userEvent.setup>;
  clock: SimulatedClock;
  reloadHome: ReturnType<typeof vi.fn>;
  i18n: I18n;
  drive: (event: EventObject) => Promise<void>;
  expectState: (state: Snapshot) => Promise<void>;
}

/** The place search once its combobox has loaded: the plain field shown first controls no suggestion list. */
export const findPlaceCombobox = (name: string) =>
  waitFor(() => {
    const input = screen.getByRole('combobox', { name });
    expect(input).toHaveAttribute('aria-controls');
    return input;
  });

/** Renders the landing page with fake API actors (settled by the test) and the real side effects. */
export async function renderLocationFlow(
  options: { language?: 'en' | 'ar'; awaitCombobox?: boolean } = {},
): Promise<Harness> {
  const pending: Record<string, Pending | undefined> = {};
  let position: { ok: PositionCallback; fail: PositionErrorCallback } | null = null;
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
        position = { ok, fail };
      }),
    },
  });
  const clock = new SimulatedClock();
  const reloadHome = vi.fn();
  const overrides: LocationFlowOverrides = {
    clock,
    adapt: withPendingActors(pending),
    reloadHome,
  };
  const queryClient = testQueryClient();
  queryClient.setQueryData(['config'], configFixture);
  queryClient.setQueryData(['modules'], []);
  const { i18n } = await renderWithProviders(locationPage(overrides), { queryClient, language: options.language });
  const t = i18n.t.bind(i18n);
  // a name read when the element is looked for: the map dialog's texts come with its chunk (scripts/vite-i18n-areas.mjs)
  const named = (key: string) => (name: string) => name === t(key);
  const user = userEvent.setup();
  await screen.findByRole('button', { name: t('location.useCurrentLocation') });
  // The place search starts as a plain field; the combobox (its own chunk) takes its place once the shopper comes to
  // it (the pointer over it, as here, or the focus), and the flow's chart starts as the pointer comes to the panel.
  if (options.awaitCombobox !== false) {
    await user.hover(screen.getByRole('combobox', { name: t('location.searchLabel') }));
    await findPlaceCombobox(t('location.searchLabel'));
  }

  const mapDialog = () => screen.queryByRole('dialog', { name: named('location.mapTitle') });
  // The dialog's texts (area 'address') register with its lazy chunk: read the title at each look, not before.
  const savedTitle = (name: string) => name === t('address.saved.title');
  const savedDialog = () => screen.queryByRole('dialog', { name: savedTitle });
  const settle = (name: string, how: 'resolve' | 'reject', value: unknown) =>
    act(async () => {
      const p = pending[name];
      if (!p) throw new Error(`${name} was not invoked`);
      p[how](value);
    });

  // A keyboard user closes an open suggestion list with Escape before going on to another way.
  let dismissed = false;
  const closeSuggestions = async () => {
    if (!screen.queryByRole('listbox')) return;
    await user.type(screen.getByRole('combobox', { name: t('location.searchLabel') }), '{Escape}');
    dismissed = true;
  };

  async function drive(event: EventObject) {
    const e = event as EventObject & Record<string, any>;
    if (['LOCATE', 'OPEN_MAP', 'OPEN_SAVED'].includes(e.type)) await closeSuggestions();
    if (e.type === 'SEARCH') dismissed = false;
    const done = /^xstate\.done\.actor\.(\w+)$/.exec(e.type);
    const error = /^xstate\.error\.actor\.(\w+)$/.exec(e.type);
    const after = /^xstate\.after\.(\w+)\./.exec(e.type);
    if (done?.[1] === 'geolocate') {
      await act(async () =>
        position!.ok({ coords: { latitude: e.output.lat, longitude: e.output.lng } } as GeolocationPosition),
      );
    } else if (error?.[1] === 'geolocate') {
      await act(async () =>
        position!.fail({ code: e.error.code, message: 'geolocation failed' } as GeolocationPositionError),
      );
    } else if (done) {
      await settle(done[1], 'resolve', e.output);
    } else if (error) {
      await settle(error[1], 'reject', e.error);
      // A failed call shows the server's message as an error toast; the reverse-geocode fallback and an
      // out-of-zone point say nothing more.
      if (error[1] !== 'reverseGeocode' && e.error === fixtures.serverError) await expectToast(e.error.message);
    } else if (after) {
      const ms = (locationMachine.implementations.delays as Record<string, number>)[after[1]];
      await act(async () => clock.increment(ms));
    } else {
      switch (e.type) {
        case 'LOCATE':
          await user.click(screen.getByRole('button', { name: t('location.useCurrentLocation') }));
          break;
        case 'SEARCH': {
          const input = screen.getByRole('combobox', { name: t('location.searchLabel') });
          if (document.activeElement !== input) await user.click(input);
          fireEvent.change(input, { target: { value: e.text } });
          break;
        }
        case 'CHOOSE_SUGGESTION':
          await user.click(screen.getByRole('option', { name: new RegExp(e.suggestion.mainText) }));
          break;
        case 'OPEN_MAP':
          await user.click(screen.getByRole('button', { name: t('location.pickOnMap') }));
          break;
        case 'OPEN_SAVED':
          if (e.signedIn) localStorage.setItem(storageKeys.token, 'customer-token');
          else localStorage.removeItem(storageKeys.token);
          await user.click(screen.getByRole('button', { name: t('location.savedAddresses') }));
          if (!e.signedIn) await expectToast('To select from saved addresses, you need to sign in');
          break;
        case 'PICK_ADDRESS':
          // the spec's Saved Addresses dialog: choose the address, then Select
          await user.click(within(savedDialog()!).getByRole('radio', { name: new RegExp(e.address.address) }));
          await user.click(within(savedDialog()!).getByRole('button', { name: t('address.saved.select') }));
          break;
        case 'MOVE':
          await user.click(within(await findMap()).getByRole('button', { name: 'Drag the map' }));
          break;
        case 'CONFIRM':
          await user.click(within(mapDialog()!).getByRole('button', { name: t('location.confirm') }));
          break;
        case 'RETRY':
          await user.click(within(mapDialog()!).getByRole('button', { name: t('location.retry') }));
          break;
        case 'CLOSE':
          await user.click(within((mapDialog() ?? savedDialog())!).getByRole('button', { name: t('common.close') }));
          break;
        default:
          throw new Error(`no user action for ${e.type}`);
      }
    }
  }

  /**
   * A toast (react-hot-toast renders each as a live status region) with exactly this text. An open modal dialog
   * hides the toaster from the accessibility tree, hence `hidden`.
   */
  const expectToast = (text: string) =>
    waitFor(() =>
      expect(screen.getAllByRole('status', { hidden: true }).some((el) => el.textContent === text)).toBe(true),
    );

  const findMap = async () => {
    // The dialog and the map canvas are lazy chunks: the first load may take a moment.
    const dialog = await screen.findByRole('dialog', { name: named('location.mapTitle') });
    return within(dialog).findByRole('application', { name: named('location.mapLabel') });
  };

  /** The alert each problem shows, in the spec's words (a failed call shows the server's message). */
  const problemAlert: Record<LocationProblem['kind'], string> = {
    denied:
      'Location access was denied. Allow it in your browser settings, or search for a place or pick it on the map.',
    timeout: 'We could not get your current location in time. Try again, or search for a place or pick it on the map.',
    unavailable: 'Your current location is not available. Search for a place or pick it on the map instead.',
    outOfZone: 'Service is not available in this area. Please choose a location inside our service zones.',
    failed: fixtures.serverError.message,
  };

  /** What each state looks like. */
  async function expectState(state: Snapshot) {
    const status = (name: string) =>
      expect(screen.getAllByRole('status').some((el) => el.textContent === t(name))).toBe(true);
    if (state.matches('choosing')) {
      await waitFor(() => expect(mapDialog()).toBeNull());
      expect(savedDialog()).toBeNull();
      const problem = state.context.problem as LocationProblem | null;
      if (problem) expect(screen.getByRole('alert')).toHaveTextContent(problemAlert[problem.kind]);
      else expect(screen.queryByRole('alert')).toBeNull();
    }
    if (state.matches({ choosing: 'idle' })) {
      expect(screen.queryByRole('listbox')).toBeNull();
    } else if (state.matches({ choosing: 'locating' })) {
      status('location.locating');
      expect(screen.getByRole('button', { name: t('location.useCurrentLocation') })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    } else if (state.matches({ choosing: { searching: 'listing' } })) {
      if (dismissed) expect(screen.queryByRole('listbox')).toBeNull();
      else {
        const listbox = await screen.findByRole('listbox');
        expect(within(listbox).getByRole('option', { name: new RegExp(fixtures.suggestion.mainText) })).toBeVisible();
      }
    } else if (state.matches({ choosing: 'searching' })) {
      status('location.searching');
    } else if (state.matches({ choosing: 'placing' })) {
      status('location.placing');
    } else if (state.matches('savedAddresses')) {
      const dialog = await screen.findByRole('dialog', { name: savedTitle });
      const select = within(dialog).getByRole('button', { name: t('address.saved.select') });
      expect(within(dialog).getByRole('button', { name: t('address.saved.cancel') })).toBeVisible();
      if (state.matches({ savedAddresses: 'loading' })) {
        expect(within(dialog).getByRole('status')).toHaveTextContent(t('address.saved.loading'));
      } else {
        const group = within(dialog).getByRole('group', { name: savedTitle });
        expect(within(group).getByRole('radio', { name: new RegExp(fixtures.savedAddress.address) })).toBeVisible();
      }
      // nothing is chosen when the dialog opens: Select waits for a choice
      expect(select).toBeDisabled();
    } else if (state.matches('map')) {
      await findMap();
      const dialog = mapDialog()!;
      const confirm = within(dialog).getByRole('button', { name: t('location.confirm') });
      if (state.matches({ map: 'resolving' })) {
        expect(within(dialog).getByRole('status')).toHaveTextContent(t('location.resolving'));
        expect(confirm).toBeDisabled();
      } else if (state.matches({ map: 'confirmed' })) {
        expect(within(dialog).getByText(state.context.address)).toBeVisible();
        expect(confirm).toBeEnabled();
      } else {
        expect(within(dialog).getByRole('alert')).toHaveTextContent(
          problemAlert[(state.context.problem as LocationProblem).kind],
        );
        expect(confirm).toBeDisabled();
        const retry = within(dialog).queryByRole('button', { name: t('location.retry') });
        if (state.matches({ map: 'failed' })) expect(retry).toBeVisible();
        else expect(retry).toBeNull();
      }
    } else if (state.matches('saving') || state.status === 'done') {
      await waitFor(() => expect(mapDialog()).toBeNull());
      expect(localStorage.getItem(storageKeys.location)).toBe(state.context.address);
      expect(JSON.parse(localStorage.getItem(storageKeys.currentLatLng)!)).toEqual(state.context.point);
      expect(localStorage.getItem(storageKeys.zoneId)).toBe(state.context.zoneId);
      expect(await screen.findByText(t('location.toast.delivery'))).toBeInTheDocument();
      expect(reloadHome).toHaveBeenCalledTimes(state.status === 'done' ? 1 : 0);
    }
    if (!state.matches('saving') && state.status !== 'done')
      expect(localStorage.getItem(storageKeys.zoneId)).toBeNull();
  }

  return { user, clock, reloadHome, i18n, drive, expectState };
}

/** Between tests: no toasts, and no body styles left by a dialog's scroll lock or pointer blocking. */
export const resetPage = () => {
  act(() => toast.remove());
  document.body.removeAttribute('style');
};
