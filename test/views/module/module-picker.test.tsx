import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ModuleOption } from '../../../machines/module.machine.ts';
import { ModulePickerHost } from '../../../src/features/module/module-picker-host.tsx';
import { describePath, machineCoverage, replay, stateKey } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { stubMatchMedia } from '../../support/match-media.ts';
import { breakpoints } from '../../../src/ui/breakpoints.ts';
import { modulePaths } from '../../machines/module.paths.ts';
import { modulePickerPaths } from '../../machines/module-picker.paths.ts';
import type { PickerPage } from '../../../machines/module-picker.machine.ts';
import { storageKeys, write } from '../../../src/session/storage.ts';
import { type FakeApi, error, json, makeModule } from '../../support/fake-api.ts';
import { CLEAR_CART, GET_CART, serveModules } from './module-fixtures.ts';

let api: FakeApi;
beforeEach(() => {
  toast.remove(); // toasts live in a module-level store that outlives a test's render
  api = serveModules();
});

const stored = () => (JSON.parse(localStorage.getItem('module') ?? 'null') as { id: number } | null)?.id ?? null;

async function renderHost(route = '/home') {
  const view = await renderWithProviders(<ModulePickerHost />, { route });
  return view;
}

describe('module picker (views)', () => {
  it('shows only modules whose zones match the stored zone ids, as icon tiles', async () => {
    await renderHost();
    const dialog = await screen.findByRole('dialog', { name: 'Select a type of module for your orders.' });
    await within(dialog).findByRole('button', { name: /Grocery/ });
    const names = within(dialog)
      .getAllByRole('button', { pressed: false })
      .map((b) => b.textContent);
    expect(names).toEqual(['Grocery', 'Parcel', 'Rental']);
    expect(within(dialog).queryByRole('button', { name: /Pharmacy/ })).toBeNull(); // zone 7 only
    expect(within(dialog).queryByRole('button', { name: /Food/ })).toBeNull(); // inactive
  });

  it("shows 'No module found' and 'Contact with the site owner to activate modules.' when none serves the zone", async () => {
    localStorage.setItem('zoneid', '[42]');
    await renderHost('/home?picker=module');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No module found')).toBeVisible();
    expect(within(dialog).getByText('Contact with the site owner to activate modules.')).toBeVisible();
  });

  it("says why the module list failed in the shop's words, with a retry", async () => {
    api.on('GET /api/v1/module', error(500, 'internal', 'SQLSTATE[HY000] [2002] Connection refused'));
    await renderHost('/home?picker=module');
    expect(await screen.findByText('The service is not available right now. Please try again later.')).toBeVisible();
    expect(screen.queryByText(/SQLSTATE/)).toBeNull();
    api.on('GET /api/v1/module', json([makeModule(1, 'grocery', 'Grocery', [1])]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Grocery/ })).toBeVisible();
  });

  it('the rail on /home lists the same modules and marks the current one', async () => {
    localStorage.setItem('module', JSON.stringify({ id: 5, module_name: 'Parcel', module_type: 'parcel' }));
    await renderHost('/home');
    const rail = await screen.findByRole('navigation', { name: 'Modules' });
    await within(rail).findByRole('button', { name: /Grocery/ });
    expect(within(rail).getByRole('button', { pressed: true })).toHaveTextContent('Parcel');
    expect(screen.queryByRole('dialog')).toBeNull(); // a module is stored: no forced picker
  });

  it('sends the chosen rental module id when reading the rental cart', async () => {
    api.on(GET_CART, json({ carts: [], user_data: null }));
    await renderHost();
    await userEvent.click(await screen.findByRole('button', { name: /Rental/ }));
    await waitFor(() => expect(stored()).toBe(6));
    const call = api.calls(GET_CART)[0];
    expect(call.headers.get('moduleId')).toBe('6');
    expect(call.query.get('guest_id')).toBe('guest-1');
  });
});

describe('module machine paths replayed through the picker and rail', () => {
  const paths = viewPaths(modulePaths);

  it('the replayed paths take every transition of the machine', () => {
    expect(machineCoverage(modulePaths, paths).missing).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    api.hold(GET_CART);
    api.hold(CLEAR_CART);
    const user = userEvent.setup();
    const { router } = await renderHost('/home');
    let lastChosen: ModuleOption | null = null;

    for (const step of path.steps) {
      const event = step.event as { type: string; module?: ModuleOption; output?: { carts: unknown[] }; error?: Error };
      if (event.type === 'xstate.init') continue;
      if (event.type === 'CHOOSE') {
        lastChosen = event.module!;
        let surface = screen.queryByRole('dialog') ?? screen.queryByRole('navigation', { name: 'Modules' });
        if (!surface) {
          await act(() => router.navigate('/home?picker=module'));
          surface = await screen.findByRole('dialog');
        }
        await user.click(await within(surface).findByRole('button', { name: new RegExp(event.module!.module_name) }));
        if (event.module!.module_type === 'rental') await waitFor(() => expect(api.waiting(GET_CART)).toBe(1));
      } else if (event.type === 'DISMISS') {
        if (!screen.queryByRole('dialog')) await act(() => router.navigate('/home?picker=module'));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
      } else if (event.type === 'xstate.done.actor.loadRentalCart') {
        const carts = event.output!.carts;
        await act(async () => api.release(GET_CART, json({ carts, user_data: null })));
        if (carts.length && JSON.stringify(carts).includes('9'))
          await waitFor(() => expect(api.waiting(CLEAR_CART)).toBe(1));
      } else if (event.type === 'xstate.error.actor.loadRentalCart') {
        await act(async () => api.release(GET_CART, error(401, 'auth-001', event.error!.message)));
        expect(await screen.findByText(event.error!.message)).toBeInTheDocument();
      } else if (event.type === 'xstate.done.actor.clearRentalCart') {
        await act(async () => api.release(CLEAR_CART, json({ carts: [], user_data: null })));
        expect(
          (
            await screen.findAllByText(
              'Your cart has been cleared as the selected zone does not support the previous pickup point.',
            )
          )[0],
        ).toBeInTheDocument();
      } else if (event.type === 'xstate.error.actor.clearRentalCart') {
        await act(async () => api.release(CLEAR_CART, error(403, 'cart', event.error!.message)));
        expect(await screen.findByText(event.error!.message)).toBeInTheDocument();
      }
    }

    const state = replay(modulePaths, path).final; // the state this exact path reaches
    const value = state.value as string;
    const expectedModule = state.context.current?.id ?? null;
    await waitFor(() => expect(stored()).toBe(expectedModule));
    if (value === 'checkingRentalCart' || value === 'clearingRentalCart') {
      const tile = within(
        screen.queryByRole('dialog') ?? screen.getByRole('navigation', { name: 'Modules' }),
      ).getByRole('button', { name: /Rental/ });
      expect(tile).toHaveAttribute('aria-busy', 'true');
    }
    if (state.context.mustSelect) {
      expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
        'A module must be selected to continue.',
      );
    }
    const last = path.steps.at(-1)!.event;
    const selectedNow =
      value === 'idle' &&
      !state.context.error &&
      !state.context.mustSelect &&
      last.type !== 'DISMISS' &&
      lastChosen &&
      expectedModule === lastChosen.id;
    if (selectedNow) {
      expect((await screen.findAllByText('A Module has been selected.'))[0]).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(lastChosen!.module_type === 'parcel' ? '/home' : '/interest');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    // The host closes the picker once the page (URL without ?picker) has reached the module-picker machine.
    if (last.type === 'DISMISS' && !state.context.mustSelect)
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('module-picker machine paths replayed through the host', () => {
  const paths = viewPaths(modulePickerPaths);

  it('the replayed paths take every transition of the machine', () => {
    expect(machineCoverage(modulePickerPaths, paths).missing).toEqual([]);
  });
  const grocery = { id: 1, module_name: 'Grocery', module_type: 'grocery' };

  /** The page's facts as the user meets them: the stored zone and module, then the URL. */
  const urlOf = (page: PickerPage) => `${page.onHome ? '/home' : '/'}${page.pickerRequested ? '?picker=module' : ''}`;
  const storeFacts = (page: PickerPage) => {
    write(storageKeys.zoneId, page.zoneStored ? '[1]' : null);
    write(storageKeys.module, page.moduleStored ? grocery : null);
  };

  /** What each state shows: the picker dialog for 'open', the module rail for 'rail'. */
  const shows: Record<string, { picker: boolean; rail: boolean }> = {
    'picker.open|rail.shown': { picker: true, rail: true },
    'picker.open|rail.hidden': { picker: true, rail: false },
    'picker.closed|rail.shown': { picker: false, rail: true },
    'picker.closed|rail.hidden': { picker: false, rail: false },
  };

  async function expectShown(key: string) {
    const expected = shows[key];
    expect(expected, `no UI declared for ${key}`).toBeDefined();
    const title = 'Select a type of module for your orders.';
    if (expected.picker) expect(await screen.findByRole('dialog', { name: title })).toBeVisible();
    else await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // An open picker is modal: it hides the rail behind it from the accessibility tree.
    const rail = { name: 'Modules', hidden: expected.picker };
    if (expected.rail) {
      const nav = await screen.findByRole('navigation', rail);
      expect(await within(nav).findByRole('button', { name: /Grocery/, hidden: expected.picker })).toBeInTheDocument();
    } else expect(screen.queryByRole('navigation', { ...rail, hidden: true })).toBeNull();
  }

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    const start = modulePickerPaths.input as PickerPage;
    storeFacts(start);
    const { router } = await renderHost(urlOf(start));
    await expectShown(stateKey(path.steps[0].state));
    for (const step of path.steps) {
      if (step.event.type === 'xstate.init') continue;
      const { page } = step.event as { type: string; page: PickerPage };
      act(() => storeFacts(page));
      await act(() => router.navigate(urlOf(page)));
      await expectShown(stateKey(step.state));
    }
  });
});

describe('module picker on a phone', () => {
  beforeEach(() => stubMatchMedia(false, breakpoints.mobileMax - 30));
  afterEach(() => stubMatchMedia());

  it('with a module stored, /home loads neither the rail (hidden on phones) nor the picker; the URL still opens it', async () => {
    // the chart's chunk is in already: a host that mounted it would show its rail at once
    await import('../../../src/features/module/module-picker-chart.tsx');
    localStorage.setItem('module', JSON.stringify({ id: 5, module_name: 'Parcel', module_type: 'parcel' }));
    const { router } = await renderHost('/home');
    await act(async () => {});
    expect(screen.queryByRole('navigation', { name: 'Modules' })).toBeNull();
    expect(api.calls('GET /api/v1/module')).toHaveLength(0);
    await act(() => router.navigate('/home?picker=module'));
    const dialog = await screen.findByRole('dialog', { name: 'Select a type of module for your orders.' });
    expect(await within(dialog).findByRole('button', { name: /Grocery/ })).toBeVisible();
  });

  it('without a module, /home opens the picker as on a wide screen', async () => {
    await renderHost('/home');
    const dialog = await screen.findByRole('dialog', { name: 'Select a type of module for your orders.' });
    expect(await within(dialog).findByRole('button', { name: /Grocery/ })).toBeVisible();
  });
});
